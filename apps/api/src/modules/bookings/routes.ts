import { MARRAKECH_TIME_ZONE } from '@ochre/shared/constants';
import { marrakechToday } from '@ochre/shared/rules/marrakech-date';
import { availabilityQuery } from '@ochre/shared/schemas/activities';
import {
  activityReservationBody,
  orderFromReservationBody,
  orderFromTravelReservationBody,
  reservationLinkOrderBody,
  travelReservationBody,
} from '@ochre/shared/schemas/bookings';
import { idParams } from '@ochre/shared/schemas/common';
import { paymentTokenParams } from '@ochre/shared/schemas/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { ORDER_CREATED } from '../orders/service';
import type { ReservationOrders } from './reservation-orders';
import { type BookingsService, RESERVATION_CREATED } from './service';

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
  { service, reservationOrders }: { service: BookingsService; reservationOrders: ReservationOrders },
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
      );
      return reply.status(201).send({ success: true, message: RESERVATION_CREATED, data: reservation });
    },
  );

  r.post(
    '/organized-travel/reservations',
    { onRequest: app.requireUser, schema: { body: travelReservationBody }, config: perSession(20, 10) },
    async (request, reply) => {
      const reservation = await service.reserveTravel(currentUser(request), request.body);
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

  const linkLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

  r.get(
    '/reservations/payment/:token',
    { schema: { params: paymentTokenParams }, config: linkLimit },
    async (request) => ({
      success: true,
      data: service.view(await service.byToken(request.params.token), 'link'),
    }),
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
