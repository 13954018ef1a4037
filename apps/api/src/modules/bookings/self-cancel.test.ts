import type { Reservation } from '@ochre/shared/schemas/bookings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import {
  daysFromNow,
  orderFor,
  payOrder,
  postTravelReservation,
  reserveActivity,
} from '../../../test/helpers/bookings';
import {
  createActivity,
  createTravelProgram,
  createUser,
  type TestUser,
} from '../../../test/helpers/factories';
import { waitForEmail } from '../../../test/helpers/outbox';
import { auditLog } from '../../db/schema';
import { activities } from '../../db/schema/catalog';
import { activityReservations } from '../../db/schema/commerce';
import { refundsRepository } from '../refunds/repository';

let t: TestApp;
let customer: TestUser;
let stranger: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.app);
  stranger = await createUser(t.app);
  admin = await createUser(t.app, { isAdmin: true });
});
afterAll(() => t.close());

/** 100% back until 48 h before, 50% until 24 h, then nothing; the deposit is kept. */
const TIERED = {
  cancellation: {
    tiers: [
      { hoursBefore: 48, percent: 100 },
      { hoursBefore: 24, percent: 50 },
    ],
    depositRefundable: false,
  },
};

/** Two guests at $60.00, paid in full in test mode. */
async function paidReservation(date: string, capacityPerDate = 10): Promise<Reservation> {
  const activity = await createActivity(t.app, { priceCents: 60_00, capacityPerDate, booking: TIERED });
  const reservation = await reserveActivity(t.app, customer.token, activity.id, { reservationDate: date });
  const order = await orderFor(t.app, customer.token, reservation, false);
  expect((await payOrder(t.app, order, { token: customer.token })).statusCode).toBe(200);
  return reservation;
}

const preview = (r: Pick<Reservation, '_id' | 'kind'>, token = customer.token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/reservations/${r.kind}/${r._id}/cancellation`,
    headers: bearer(token),
  });
const cancel = (r: Pick<Reservation, '_id' | 'kind'>, token: string | null = customer.token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/reservations/${r.kind}/${r._id}/cancel`,
    headers: token ? bearer(token) : {},
  });
const refundsOf = (id: string) => refundsRepository.forReservations(t.app.db, [id]);

describe('a customer cancels their own booking', () => {
  it('shows the refund the policy gives, then cancels, refunds it, frees the places and e-mails', async () => {
    // Between 24 and 48 hours before the day starts: half of what was paid beyond the $10 deposit.
    const reservation = await paidReservation(daysFromNow(2), 2);
    const before = json<{ data: object }>(await preview(reservation)).data;
    expect(before).toEqual({ refusal: null, refundAmount: 55, percent: 50, keptDeposit: 10 });

    const res = await cancel(reservation);
    expect(res.statusCode).toBe(200);
    expect(json<{ data: Reservation }>(res).data).toMatchObject({
      status: 'cancelled',
      paidAmount: 120,
      refundedAmount: 55,
      paymentToken: null,
    });
    const [row] = await refundsOf(reservation._id);
    expect(row).toMatchObject({ amountCents: 55_00, status: 'completed', createdBy: customer.id });

    // The two places are free again: the same two can be booked.
    const again = await reserveActivity(t.app, stranger.token, reservation.activity!._id, {
      reservationDate: reservation.reservationDate,
    });
    expect(again.status).toBe('pending');

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, reservation._id), eq(auditLog.action, 'reservation.cancel')));
    expect(entry).toMatchObject({
      actorId: customer.id,
      details: { from: 'pending', to: 'cancelled', by: 'customer', refundCents: 55_00 },
    });
    await waitForEmail(
      t.config.outboxDir,
      (m) => m.includes(`Reservation ${reservation.reference} cancelled`) && m.includes('$55.00'),
    );
  });

  it('changes nothing on a second click', async () => {
    const reservation = await paidReservation(daysFromNow(10));
    const clicks = await Promise.all([cancel(reservation), cancel(reservation)]);
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200]);
    // Everything but the kept $10 deposit, once.
    const again = await cancel(reservation);
    expect(json<{ data: Reservation }>(again).data).toMatchObject({
      status: 'cancelled',
      refundedAmount: 110,
    });
    expect(await refundsOf(reservation._id)).toHaveLength(1);
    expect(json<{ data: object }>(await preview(reservation)).data).toMatchObject({
      refusal: 'This reservation is already cancelled.',
    });
  });

  it("refuses someone else's booking, and a guest", async () => {
    const reservation = await paidReservation(daysFromNow(10));
    expect((await cancel(reservation, stranger.token)).statusCode).toBe(404);
    expect((await preview(reservation, stranger.token)).statusCode).toBe(404);
    expect((await cancel(reservation, null)).statusCode).toBe(401);
    const mine = await t.app.db
      .select({ status: activityReservations.status })
      .from(activityReservations)
      .where(eq(activityReservations.id, reservation._id));
    expect(mine).toEqual([{ status: 'pending' }]);
  });

  it('refuses a completed or a started booking', async () => {
    const completed = await paidReservation(daysFromNow(10));
    await t.app.db
      .update(activityReservations)
      .set({ status: 'completed' })
      .where(eq(activityReservations.id, completed._id));
    const refused = await cancel(completed);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ message: 'A completed reservation cannot be cancelled.' });

    const started = await paidReservation(daysFromNow(10));
    await t.app.db
      .update(activityReservations)
      .set({ reservationDate: daysFromNow(0) })
      .where(eq(activityReservations.id, started._id));
    const late = await cancel(started);
    expect(late.statusCode).toBe(409);
    expect(json(late)).toMatchObject({
      message: 'This reservation has already started and can no longer be cancelled.',
    });
    expect(await refundsOf(started._id)).toHaveLength(0);
  });

  it('cancels an unpaid travel booking without a refund', async () => {
    const program = await createTravelProgram(t.app);
    const res = await postTravelReservation(t.app, customer.token, { programId: program.id });
    const reservation = json<{ data: Reservation }>(res).data;
    const done = await cancel(reservation);
    expect(json<{ data: Reservation }>(done).data).toMatchObject({ status: 'cancelled', refundedAmount: 0 });
  });
});

describe('the policy a booking was made under', () => {
  it('still sets the refund after the activity’s rules change', async () => {
    const reservation = await paidReservation(daysFromNow(2));
    // Now everything back until 24 h before, the deposit too: a booking made today would get $120.
    await t.app.db
      .update(activities)
      .set({ booking: {} })
      .where(eq(activities.id, reservation.activity!._id));
    expect(json<{ data: object }>(await preview(reservation)).data).toEqual({
      refusal: null,
      refundAmount: 55,
      percent: 50,
      keptDeposit: 10,
    });
    expect(json<{ data: Reservation }>(await cancel(reservation)).data).toMatchObject({
      status: 'cancelled',
      refundedAmount: 55,
    });

    const later = await reserveActivity(t.app, stranger.token, reservation.activity!._id, {
      reservationDate: daysFromNow(2),
    });
    const [row] = await t.app.db
      .select({ policy: activityReservations.cancellationPolicy })
      .from(activityReservations)
      .where(eq(activityReservations.id, later._id));
    expect(row?.policy).toEqual({ tiers: [{ hoursBefore: 24, percent: 100 }], depositRefundable: true });
  });
});

describe('the back office cancels', () => {
  it('with an override amount instead of the policy', async () => {
    const reservation = await paidReservation(daysFromNow(10));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/activity/${reservation._id}/cancel`,
      headers: bearer(admin.token),
      payload: { reason: 'Goodwill', refundAmount: 30.5 },
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: Reservation }>(res).data).toMatchObject({
      status: 'cancelled',
      refundedAmount: 30.5,
    });
  });

  it('by the policy when no amount is given', async () => {
    const reservation = await paidReservation(daysFromNow(2));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/activity/${reservation._id}/cancel`,
      headers: bearer(admin.token),
      payload: {},
    });
    expect(json<{ data: Reservation }>(res).data).toMatchObject({ refundedAmount: 55 });
  });
});
