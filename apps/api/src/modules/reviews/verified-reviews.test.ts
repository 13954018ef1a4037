import type { Review } from '@ochre/shared/schemas/reviews';
import { eq } from 'drizzle-orm';
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
import { activityReservations, travelReservations } from '../../db/schema/commerce';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', payload, headers: bearer(user.token) });
const review = (refModel: string, refId: string, extra: object = {}) => ({
  refModel,
  refId,
  rating: 5,
  comment: 'A wonderful day in the Atlas.',
  ...extra,
});
const listed = async (refModel: string, refId: string) =>
  json<{ data: Review[] }>(
    await t.app.inject({ method: 'GET', url: `/api/reviews?refModel=${refModel}&refId=${refId}` }),
  ).data;

/** A customer's activity booking, paid in full, dated `days` from today. */
async function paidActivityBooking(customer: TestUser, activityId: string, days: number) {
  const reservation = await reserveActivity(t.app, customer.token, activityId, {
    reservationDate: daysFromNow(20),
  });
  const order = await orderFor(t.app, customer.token, reservation, false);
  expect((await payOrder(t.app, order, { token: customer.token })).statusCode).toBe(200);
  await t.app.db
    .update(activityReservations)
    .set({ reservationDate: daysFromNow(days) })
    .where(eq(activityReservations.id, reservation._id));
  return reservation;
}

describe('verified booking reviews', () => {
  it('marks the review of a customer whose paid booking is over as verified, and lists it so', async () => {
    const customer = await createUser(t.app);
    const activity = await createActivity(t.app);
    await paidActivityBooking(customer, activity.id, -2);
    const res = await post(customer, review('Activity', activity.id));
    expect(res.statusCode).toBe(201);
    expect(json<{ data: Review }>(res).data.verified).toBe(true);
    expect((await listed('Activity', activity.id))[0]).toMatchObject({ verified: true });
  });

  it('does not verify a review whose booking is still to come, or was cancelled', async () => {
    const activity = await createActivity(t.app);
    const early = await createUser(t.app);
    await paidActivityBooking(early, activity.id, 5);
    const cancelled = await createUser(t.app);
    const gone = await paidActivityBooking(cancelled, activity.id, -2);
    await t.app.db
      .update(activityReservations)
      .set({ status: 'cancelled' })
      .where(eq(activityReservations.id, gone._id));
    for (const user of [early, cancelled]) {
      const res = await post(user, review('Activity', activity.id));
      expect(res.statusCode).toBe(201);
      expect(json<{ data: Review }>(res).data.verified).toBe(false);
    }
  });

  it('never takes the badge from the client', async () => {
    const stranger = await createUser(t.app);
    const activity = await createActivity(t.app);
    const res = await post(stranger, review('Activity', activity.id, { verified: true }));
    expect(res.statusCode).toBe(400);
    const plain = await post(stranger, review('Activity', activity.id));
    expect(json<{ data: Review }>(plain).data.verified).toBe(false);
  });

  it('verifies a travel program review after a booking staff marked completed', async () => {
    const customer = await createUser(t.app);
    const program = await createTravelProgram(t.app);
    const res = await postTravelReservation(t.app, customer.token, { programId: program.id });
    expect(res.statusCode).toBe(201);
    await t.app.db
      .update(travelReservations)
      .set({ status: 'completed', preferredDate: daysFromNow(-1) })
      .where(eq(travelReservations.userId, customer.id));
    const posted = await post(customer, review('OrganizedTravel', program.id));
    expect(json<{ data: Review }>(posted).data.verified).toBe(true);
  });
});
