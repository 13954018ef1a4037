import type { Reservation } from '@ochre/shared/schemas/bookings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import {
  daysFromNow,
  orderFor,
  payOrder,
  postActivityReservation,
  reserveActivity,
} from '../../../test/helpers/bookings';
import { createActivity, createUser, type TestUser } from '../../../test/helpers/factories';
import { waitForEmail } from '../../../test/helpers/outbox';
import { activityReservations, payments } from '../../db/schema/commerce';
import { RELEASE_LAPSED_RESERVATIONS } from './hold-release-job';
import { MAX_OPEN_RESERVATIONS, TOO_MANY_OPEN } from './service';

const HOLD_MINUTES = 90;
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RESERVATION_HOLD_MINUTES: String(HOLD_MINUTES) });
  admin = await createUser(t.app, { isAdmin: true });
});
afterAll(async () => t.close());

const act = (id: string, action: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/reservations/activity/${id}/${action}`,
    headers: bearer(admin.token),
    payload,
  });
const rowOf = async (id: string) =>
  (await t.app.db.select().from(activityReservations).where(eq(activityReservations.id, id)))[0]!;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
/** The sweep as it runs at `at`. */
const sweepAt = (at: Date) => t.app.services.bookings.releaseLapsedHolds(at);

async function placesLeft(activityId: string, date: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/activities/${activityId}/availability?from=${date}&to=${date}`,
  });
  return (
    json<{ data: { dates: { slots: { remaining: number | null }[] }[] } }>(res).data.dates[0]?.slots[0]
      ?.remaining ?? 4
  );
}

describe('holds on unpaid reservations', () => {
  it('frees the places of an unconfirmed unpaid reservation after RESERVATION_HOLD_MINUTES, and tells the customer', async () => {
    const customer = await createUser(t.app);
    const activity = await createActivity(t.app, { capacityPerDate: 4 });
    const date = daysFromNow(10);
    const reservation = await reserveActivity(t.app, customer.token, activity.id, {
      reservationDate: date,
      numberOfPersons: 3,
    });
    const holdEnds = new Date(reservation.holdExpiresAt!);
    expect(Math.abs(holdEnds.getTime() - minutesFromNow(HOLD_MINUTES).getTime())).toBeLessThan(60_000);
    expect(await placesLeft(activity.id, date)).toBe(1);

    // The cron job runs, but the hold has not lapsed yet.
    await t.app.jobs.send(RELEASE_LAPSED_RESERVATIONS, {});
    expect(await t.app.jobs.runDue(RELEASE_LAPSED_RESERVATIONS)).toEqual(['completed']);
    expect((await rowOf(reservation._id)).status).toBe('pending');

    expect(await sweepAt(new Date(holdEnds.getTime() + 1000))).toBe(1);
    expect(await rowOf(reservation._id)).toMatchObject({
      status: 'cancelled',
      holdLapsedAt: expect.any(Date),
    });
    expect(await placesLeft(activity.id, date)).toBe(4);
    await waitForEmail(t.config.outboxDir, (m) =>
      m.includes(`Reservation ${reservation.reference} released`),
    );
    // Once only.
    expect(await sweepAt(new Date(holdEnds.getTime() + 2000))).toBe(0);
  });

  it('keeps a confirmed unpaid reservation until the pay-by time staff set, or for good without one', async () => {
    const customer = await createUser(t.app);
    const activity = await createActivity(t.app);
    const withPayBy = await reserveActivity(t.app, customer.token, activity.id);
    const without = await reserveActivity(t.app, customer.token, activity.id);
    const payBy = minutesFromNow(3 * 24 * 60);
    const confirmed = await act(withPayBy._id, 'confirm', { payBy: payBy.toISOString() });
    expect(confirmed.statusCode).toBe(200);
    expect(json<{ data: Reservation }>(confirmed).data.holdExpiresAt).toBe(payBy.toISOString());
    expect(json<{ data: Reservation }>(await act(without._id, 'confirm')).data.holdExpiresAt).toBeNull();

    // Past the unconfirmed hold, before the pay-by time: both keep their places.
    await sweepAt(minutesFromNow(HOLD_MINUTES + 10));
    expect((await rowOf(withPayBy._id)).status).toBe('confirmed');
    await sweepAt(new Date(payBy.getTime() + 1000));
    expect((await rowOf(withPayBy._id)).status).toBe('cancelled');
    expect((await rowOf(without._id)).status).toBe('confirmed');
  });

  it('refuses a pay-by time in the past', async () => {
    const customer = await createUser(t.app);
    const reservation = await reserveActivity(t.app, customer.token, (await createActivity(t.app)).id);
    const res = await act(reservation._id, 'confirm', { payBy: minutesFromNow(-5).toISOString() });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(json(res))).toContain('The pay-by time must be in the future.');
  });

  it('keeps the places of a reservation with money paid or on its way', async () => {
    const customer = await createUser(t.app);
    const activity = await createActivity(t.app);
    const deposit = await reserveActivity(t.app, customer.token, activity.id);
    expect(
      (await payOrder(t.app, await orderFor(t.app, customer.token, deposit, true), customer)).statusCode,
    ).toBe(200);
    const inDoubt = await reserveActivity(t.app, customer.token, activity.id);
    const order = await orderFor(t.app, customer.token, inDoubt, false);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/create-paypal-order`,
      headers: bearer(customer.token),
    });
    // A capture under way when the hold lapses.
    await t.app.db.update(payments).set({ status: 'capturing' }).where(eq(payments.orderId, order._id));

    await sweepAt(minutesFromNow(HOLD_MINUTES + 10));
    expect(await rowOf(deposit._id)).toMatchObject({ status: 'pending', paymentStatus: 'partially_paid' });
    expect((await rowOf(inDoubt._id)).status).toBe('pending');
  });

  it('lets a released reservation be paid while its places are free, and refuses once they are gone', async () => {
    const activity = await createActivity(t.app, { capacityPerDate: 4 });
    const date = daysFromNow(12);
    const late = await createUser(t.app);
    const reopened = await reserveActivity(t.app, late.token, activity.id, {
      reservationDate: date,
      numberOfPersons: 2,
    });
    const order = await orderFor(t.app, late.token, reopened, false);
    await sweepAt(minutesFromNow(HOLD_MINUTES + 10));
    expect((await rowOf(reopened._id)).status).toBe('cancelled');

    expect((await payOrder(t.app, order, late)).statusCode).toBe(200);
    expect(await rowOf(reopened._id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      holdLapsedAt: null,
    });

    const gone = await reserveActivity(t.app, late.token, activity.id, {
      reservationDate: date,
      numberOfPersons: 2,
    });
    const goneOrder = await orderFor(t.app, late.token, gone, false);
    await sweepAt(minutesFromNow(HOLD_MINUTES + 10));
    const other = await createUser(t.app);
    await reserveActivity(t.app, other.token, activity.id, { reservationDate: date, numberOfPersons: 2 });
    const refused = await payOrder(t.app, goneOrder, late);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      message:
        'This reservation was released because it was not paid in time, and its places have since been taken. Please book another date.',
    });
    expect(await placesLeft(activity.id, date)).toBe(0);
  });

  it('counts open reservations inside the booking transaction: simultaneous bookings cannot pass the limit', async () => {
    const customer = await createUser(t.app);
    const activity = await createActivity(t.app);
    const tries = await Promise.all(
      Array.from({ length: MAX_OPEN_RESERVATIONS + 4 }, () =>
        postActivityReservation(t.app, customer.token, activity.id),
      ),
    );
    const codes = tries.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(MAX_OPEN_RESERVATIONS);
    expect(codes.filter((code) => code === 409)).toHaveLength(4);
    expect(json(tries.find((res) => res.statusCode === 409)!)).toMatchObject({ message: TOO_MANY_OPEN });
  });
});
