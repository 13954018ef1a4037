import { idParams } from '@ochre/shared/schemas/common';
import { newsletterBody, subscribersQuery } from '@ochre/shared/schemas/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import type { NewsletterService } from './service';

/** The footer's newsletter box, and the subscriber list in the back office. */
export async function newsletterRoutes(app: FastifyInstance, { service }: { service: NewsletterService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };

  r.post(
    '/newsletter',
    { schema: { body: newsletterBody }, config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } } },
    async (request, reply) => {
      await service.subscribe(request.body.email);
      return reply.status(201).send({ success: true, message: 'Thank you for subscribing!' });
    },
  );

  r.get('/admin/newsletter', { ...admin, schema: { querystring: subscribersQuery } }, async (request) => {
    const { subscribers, pagination } = await service.list(
      request.query.search,
      request.query.page,
      request.query.limit,
    );
    return { success: true, data: subscribers, pagination };
  });

  r.get('/admin/newsletter/export', admin, async (request, reply) => {
    const { filename, csv } = await service.exportCsv(currentUser(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

  r.delete('/admin/newsletter/:id', { ...admin, schema: { params: idParams } }, async (request) => {
    await service.remove(currentUser(request), request.params.id);
    return { success: true, message: 'Removed from the newsletter.' };
  });
}
