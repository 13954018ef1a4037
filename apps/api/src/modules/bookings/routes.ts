import { MARRAKECH_TIME_ZONE } from '@ochre/shared/constants';
import { marrakechToday } from '@ochre/shared/rules/marrakech-date';
import { availabilityQuery } from '@ochre/shared/schemas/activities';
import {
  activityReservationBody,
  orderFromReservationBody,
  orderFromTravelReservationBody,
  reservationLinkOrderBody,
  reservationParams,
  travelReservationBody,
} from '@ochre/shared/schemas/bookings';
import { idParams } from '@ochre/shared/schemas/common';
import { paymentTokenParams } from '@ochre/shared/schemas/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { askedLanguage } from '../../plugins/content-language';
import { ORDER_CREATED } from '../orders/service';
import { moveBody, type Rebooking } from './rebooking';
import type { ReservationOrders } from './reservation-orders';
import type { SelfService } from './self-service';
import { type BookingsService, RESERVATION_CREATED } from './service';

const CANCELLED = 'Reservation cancelled.';
const MOVED = 'Reservation moved.';

/** Per session rather than per address: guests of one riad share an address. */
const perSession = (max: number, minutes: number) => ({
  rateLimit: {
    max,
    timeWindow: minutes * 60_000,
    keyGenerator: (request: FastifyRequest) => request.headers.authorization ?? request.ip,
  },
});

/**
 * SPEC §7: reserving activities and travel programs, the orders that pay
 * them, the customer's reservations and the reservation payment link.
 */
export async function bookingsRoutes(
  app: FastifyInstance,
  {
    service,
    reservationOrders,
    selfService,
    rebooking,
  }: {
    service: BookingsService;
    reservationOrders: ReservationOrders;
    selfService: SelfService;
    rebooking: Rebooking;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Booking forms take today's date from here: a visitor's clock or time-zone data may be wrong.
  r.get('/bookings/today', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true, data: { today: marrakechToday(), timeZone: MARRAKECH_TIME_ZONE } };
  });

  r.get(
    '/activities/:id/availability',
    { schema: { params: idParams, querystring: availabilityQuery } },
    async (request) => ({
      success: true,
      data: await service.availability(request.params.id, request.query),
    }),
  );

  // Seats change with every booking, so this is never cached like the program itself.
  r.get(
    '/organized-travel/:destination/departures',
    { schema: { params: z.strictObject({ destination: z.string().trim().min(1).max(160) }) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, data: await service.departures(request.params.destination) };
    },
  );

  r.post(
    '/activities/:id/reserve',
    {
      onRequest: app.requireUser,
      schema: { params: idParams, body: activityReservationBody },
      config: perSession(20, 10),
    },
    async (request, reply) => {
      const reservation = await service.reserveActivity(
        currentUser(request),
        request.params.id,
        request.body,
        askedLanguage(request),
      );
      return reply.status(201).send({ success: true, message: RESERVATION_CREATED, data: reservation });
    },
  );

  r.post(
    '/organized-travel/reservations',
    { onRequest: app.requireUser, schema: { body: travelReservationBody }, config: perSession(20, 10) },
    async (request, reply) => {
      const reservation = await service.reserveTravel(
        currentUser(request),
        request.body,
        askedLanguage(request),
      );
      return reply.status(201).send({
        success: true,
        message: RESERVATION_CREATED,
        reservation,
        data: reservation,
      });
    },
  );

  r.post(
    '/orders/from-reservation',
    { onRequest: app.requireUser, schema: { body: orderFromReservationBody }, config: perSession(30, 10) },
    async (request, reply) => {
      const { reservationId, isPartial } = request.body;
      const order = await reservationOrders.fromReservation(
        currentUser(request),
        'activity',
        reservationId,
        isPartial,
      );
      return reply.status(201).send({ success: true, message: ORDER_CREATED, data: order });
    },
  );

  r.post(
    '/orders/from-travel-reservation',
    {
      onRequest: app.requireUser,
      schema: { body: orderFromTravelReservationBody },
      config: perSession(30, 10),
    },
    async (request, reply) => {
      const { travelReservationId, isPartial } = request.body;
      const order = await reservationOrders.fromReservation(
        currentUser(request),
        'travel',
        travelReservationId,
        isPartial,
      );
      return reply.status(201).send({ success: true, message: ORDER_CREATED, data: order });
    },
  );

  r.get('/reservations/myreservations', { onRequest: app.requireUser }, async (request) => ({
    success: true,
    data: await service.mine(currentUser(request)),
  }));

  r.get(
    '/reservations/:kind/:id/cancellation',
    { onRequest: app.requireUser, schema: { params: reservationParams } },
    async (request) => ({
      success: true,
      data: await selfService.cancellationPreview(
        currentUser(request),
        request.params.kind,
        request.params.id,
      ),
    }),
  );

  r.post(
    '/reservations/:kind/:id/cancel',
    { onRequest: app.requireUser, schema: { params: reservationParams }, config: perSession(20, 10) },
    async (request) => ({
      success: true,
      message: CANCELLED,
      data: await selfService.cancel(currentUser(request), request.params.kind, request.params.id),
    }),
  );

  r.post(
    '/reservations/:kind/:id/move',
    {
      onRequest: app.requireUser,
      schema: { params: reservationParams, body: moveBody },
      config: perSession(20, 10),
    },
    async (request) => {
      const { kind, id } = request.params;
      const user = currentUser(request);
      return {
        success: true,
        message: MOVED,
        data: await rebooking(user, kind, id, request.body, 'customer', () =>
          selfService.own(user, kind, id),
        ),
      };
    },
  );

  const linkLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

  r.get(
    '/reservations/payment/:token',
    { schema: { params: paymentTokenParams }, config: linkLimit },
    async (request) => ({ success: true, data: await service.linkView(request.params.token) }),
  );

  r.post(
    '/reservations/payment/:token/order',
    { schema: { params: paymentTokenParams, body: reservationLinkOrderBody }, config: linkLimit },
    async (request, reply) => {
      const order = await reservationOrders.fromLink(request.params.token, request.body.isPartial);
      return reply.status(201).send({ success: true, message: ORDER_CREATED, data: order });
    },
  );
}
