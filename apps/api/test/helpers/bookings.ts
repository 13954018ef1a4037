import { marrakechToday } from '@ochre/shared/rules/marrakech-date';
import type { Reservation } from '@ochre/shared/schemas/bookings';
import type { Order } from '@ochre/shared/schemas/orders';
import type { FastifyInstance } from 'fastify';
import { bearer } from './app';

/** A Marrakech calendar date `days` from today. */
export function daysFromNow(days: number, now = new Date()): string {
  const today = marrakechToday(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const CUSTOMER_INFO = {
  name: 'Amina Tazi',
  email: 'amina@example.com',
  phone: '+212 600 000 000',
  whatsapp: '+212 661 234 567',
  notes: 'Vegetarian, please.',
} as const;

export const TRAVELER = {
  firstName: 'Amina',
  lastName: 'Tazi',
  email: 'amina@example.com',
  phone: '+212 600 000 000',
  numberOfTravelers: 2,
  emergencyContact: 'Youssef Tazi',
  emergencyPhone: '+212 600 111 222',
  specialRequests: 'A quiet room, please.',
} as const;

/** POST /api/activities/{id}/reserve with valid details unless the payload says otherwise. */
export function postActivityReservation(
  app: FastifyInstance,
  token: string | null,
  activityId: string,
  payload: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/activities/${activityId}/reserve`,
    payload: { customerInfo: CUSTOMER_INFO, reservationDate: daysFromNow(7), numberOfPersons: 2, ...payload },
    headers: token ? bearer(token) : {},
  });
}

/** POST /api/organized-travel/reservations with valid details unless the payload says otherwise. */
export function postTravelReservation(
  app: FastifyInstance,
  token: string | null,
  payload: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: '/api/organized-travel/reservations',
    payload: { ...TRAVELER, preferredDate: daysFromNow(30), ...payload },
    headers: token ? bearer(token) : {},
  });
}

/** A reservation the API accepted (fails the test otherwise). */
export async function reserveActivity(
  app: FastifyInstance,
  token: string,
  activityId: string,
  payload: Record<string, unknown> = {},
): Promise<Reservation> {
  const res = await postActivityReservation(app, token, activityId, payload);
  if (res.statusCode !== 201) throw new Error(`Reservation refused: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: Reservation }).data;
}

/** An order for a reservation, as the booking form creates it. */
export async function orderFor(
  app: FastifyInstance,
  token: string,
  reservation: Pick<Reservation, '_id' | 'kind'>,
  isPartial: boolean,
): Promise<Order> {
  const res = await app.inject({
    method: 'POST',
    url:
      reservation.kind === 'activity'
        ? '/api/orders/from-reservation'
        : '/api/orders/from-travel-reservation',
    payload:
      reservation.kind === 'activity'
        ? { reservationId: reservation._id, isPartial }
        : { travelReservationId: reservation._id, isPartial },
    headers: bearer(token),
  });
  if (res.statusCode !== 201) throw new Error(`Order refused: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: Order }).data;
}

/** Pays an order in test mode as its owner (or, with `paymentToken`, through its link); answers the capture response. */
export async function payOrder(
  app: FastifyInstance,
  order: Pick<Order, '_id'>,
  auth: { token: string } | { paymentToken: string },
) {
  const base =
    'paymentToken' in auth ? `/api/orders/payment/${auth.paymentToken}` : `/api/orders/${order._id}`;
  const headers = 'token' in auth ? bearer(auth.token) : {};
  const start = await app.inject({ method: 'POST', url: `${base}/create-paypal-order`, headers });
  if (start.statusCode !== 200) return start;
  const { orderID } = start.json() as { orderID: string };
  return app.inject({
    method: 'PUT',
    url: `${base}/capture-paypal-order`,
    payload: { paypalOrderID: orderID },
    headers,
  });
}
