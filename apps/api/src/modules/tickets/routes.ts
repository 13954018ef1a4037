import { reservationParams } from '@ochre/shared/schemas/bookings';
import { checkInBody, manifestQuery, ticketMessages } from '@ochre/shared/schemas/tickets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import type { TicketsService } from './service';

const pdf = (filename: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
});

/** A feed token as newToken() makes them (base64url), kept loose enough to answer 404, not 400. */
const feedParams = z.strictObject({ token: z.string().max(200) });

/**
 * Issue 16: a customer's e-ticket, checking tickets in, the day's manifest with its CSV,
 * and the private calendar feed (its address for admins, and the feed for whoever has it).
 */
export async function ticketsRoutes(app: FastifyInstance, { service }: { service: TicketsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };

  r.get(
    '/reservations/:kind/:id/ticket',
    { onRequest: app.requireUser, schema: { params: reservationParams } },
    async (request, reply) => {
      const { kind, id } = request.params;
      const ticket = await service.ticket(currentUser(request), kind, id);
      return reply.headers(pdf(ticket.filename)).send(ticket.pdf);
    },
  );

  r.post('/admin/check-in/lookup', { ...admin, schema: { body: checkInBody } }, async (request) => ({
    success: true,
    data: await service.lookup(request.body.code),
  }));

  r.post('/admin/check-in', { ...admin, schema: { body: checkInBody } }, async (request) => ({
    success: true,
    message: ticketMessages.checkedIn,
    data: await service.checkIn(currentUser(request), request.body.code),
  }));

  r.get('/admin/manifest', { ...admin, schema: { querystring: manifestQuery } }, async (request) => ({
    success: true,
    data: await service.manifest(request.query.date),
  }));

  r.get(
    '/admin/manifest/export',
    { ...admin, schema: { querystring: manifestQuery } },
    async (request, reply) => {
      const { filename, csv } = await service.manifestCsv(request.query.date);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  r.get('/admin/calendar-feed', admin, async () => ({
    success: true,
    data: await service.calendarFeed(),
  }));

  r.post('/admin/calendar-feed/rotate', admin, async (request) => ({
    success: true,
    message: ticketMessages.feedRotated,
    data: await service.rotateCalendarFeed(currentUser(request)),
  }));

  // The secret is the address itself: calendar apps cannot send a bearer token.
  r.get(
    '/calendar/:token/bookings.ics',
    { schema: { params: feedParams }, config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request, reply) => {
      const ics = await service.calendar(request.params.token);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="bookings.ics"')
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );
}
