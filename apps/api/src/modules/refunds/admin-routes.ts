import { reservationParams } from '@ochre/shared/schemas/bookings';
import { idParams } from '@ochre/shared/schemas/common';
import { refundBody, refundMessages } from '@ochre/shared/schemas/refunds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UpstreamError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import type { BookingsAdminService } from '../bookings/admin-service';
import type { OrdersAdminService } from '../orders/admin-service';
import type { RefundRow } from './repository';
import type { RefundsService } from './service';

/** What the back office is told about the refunds one request made. */
function outcome(rows: readonly RefundRow[]): string {
  if (rows.every((row) => row.status === 'failed')) throw new UpstreamError(refundMessages.failed);
  return rows.every((row) => row.status === 'completed')
    ? 'Refund completed. The customer has been told.'
    : 'Refund recorded. PayPal has not confirmed it yet; it is retried until it does.';
}

/**
 * The back office's refunds (admins only): a paid order or a reservation, in
 * full or in part. The body's idempotency key makes a retried or doubled click
 * one refund; the answer is the order or reservation with its refund history.
 */
export async function refundsAdminRoutes(
  app: FastifyInstance,
  {
    refunds,
    ordersAdmin,
    bookingsAdmin,
  }: { refunds: RefundsService; ordersAdmin: OrdersAdminService; bookingsAdmin: BookingsAdminService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin, config: { rateLimit: { max: 30, timeWindow: 60_000 } } };

  r.post(
    '/admin/orders/:id/refunds',
    { ...admin, schema: { params: idParams, body: refundBody } },
    async (request, reply) => {
      const user = currentUser(request);
      const rows = await refunds.refundOrder(user, request.params.id, request.body);
      const message = outcome(rows);
      reply.code(201);
      return { success: true, message, data: await ordersAdmin.detail(user, request.params.id) };
    },
  );

  r.post(
    '/admin/reservations/:kind/:id/refunds',
    { ...admin, schema: { params: reservationParams, body: refundBody } },
    async (request, reply) => {
      const { kind, id } = request.params;
      const rows = await refunds.refundReservation(currentUser(request), kind, id, request.body);
      const message = outcome(rows);
      reply.code(201);
      return { success: true, message, data: await bookingsAdmin.detail(kind, id) };
    },
  );
}
