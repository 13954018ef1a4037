import {
  adminReservationsQuery,
  reservationActionBody,
  reservationActionParams,
  reservationParams,
} from '@ochre/shared/schemas/bookings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import type { BookingsAdminService } from './admin-service';
import { moveBody, type Rebooking } from './rebooking';

const DONE = {
  confirm: 'Reservation confirmed. The customer has been sent a payment link.',
  cancel: 'Reservation cancelled. The customer has been told.',
  complete: 'Reservation marked completed.',
} as const;

/**
 * The back office's reservations (issue 6 builds the screen): both kinds in
 * one list filtered by kind, status, payment status and date; one
 * reservation; and its confirm, cancel and complete actions.
 */
export async function adminBookingsRoutes(
  app: FastifyInstance,
  { service, rebooking }: { service: BookingsAdminService; rebooking: Rebooking },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/reservations',
    { onRequest: app.requireAdmin, schema: { querystring: adminReservationsQuery } },
    async (request) => {
      const { reservations, pagination } = await service.list(request.query);
      return { success: true, data: reservations, pagination };
    },
  );

  r.get(
    '/admin/reservations/:kind/:id',
    { onRequest: app.requireAdmin, schema: { params: reservationParams } },
    async (request) => ({
      success: true,
      data: await service.detail(request.params.kind, request.params.id),
    }),
  );

  // Staff may move a booking whenever it is neither cancelled nor completed (issue 16).
  r.post(
    '/admin/reservations/:kind/:id/move',
    { onRequest: app.requireAdmin, schema: { params: reservationParams, body: moveBody } },
    async (request) => {
      const { kind, id } = request.params;
      return {
        success: true,
        message: 'Reservation moved.',
        data: await rebooking(currentUser(request), kind, id, request.body, 'staff', () =>
          service.detail(kind, id),
        ),
      };
    },
  );

  r.post(
    '/admin/reservations/:kind/:id/:action',
    { onRequest: app.requireAdmin, schema: { params: reservationActionParams, body: reservationActionBody } },
    async (request) => {
      const { kind, id, action } = request.params;
      return {
        success: true,
        message: DONE[action],
        data: await service.act(currentUser(request), kind, id, action, request.body),
      };
    },
  );
}
