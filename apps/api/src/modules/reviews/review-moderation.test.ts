import type { AdminReview, Review } from '@ochre/shared/schemas/reviews';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { daysFromNow, orderFor, payOrder, reserveActivity } from '../../../test/helpers/bookings';
import {
  createActivity,
  createTravelProgram,
  createUser,
  type TestUser,
} from '../../../test/helpers/factories';
import { auditLog } from '../../db/schema';
import { activities } from '../../db/schema/catalog';
import { activityReservations } from '../../db/schema/commerce';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
});
afterAll(async () => t.close());

const post = async (user: TestUser, refModel: string, refId: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    payload: { refModel, refId, rating: 4, comment: 'A lovely afternoon in the medina.' },
    headers: bearer(user.token),
  });
  expect(res.statusCode).toBe(201);
  return json<{ data: Review }>(res).data;
};
const publicList = async (refModel: string, refId: string) =>
  json<{ data: Review[]; summary: { count: number } }>(
    await t.app.inject({ method: 'GET', url: `/api/reviews?refModel=${refModel}&refId=${refId}` }),
  );
const moderate = (id: string, payload: object, token = admin.token) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/reviews/${id}`, payload, headers: bearer(token) });
const adminList = async (status: string) =>
  json<{ data: AdminReview[] }>(
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/reviews?status=${status}`,
      headers: bearer(admin.token),
    }),
  ).data;
const numReviews = async (id: string) =>
  (await t.app.db.select({ n: activities.numReviews }).from(activities).where(eq(activities.id, id)))[0]!.n;

describe('moderating activity and travel reviews', () => {
  it('holds an unverified review as pending until staff approve it, then shows it with the reply', async () => {
    const activity = await createActivity(t.app);
    const review = await post(await createUser(t.app), 'Activity', activity.id);
    expect((await publicList('Activity', activity.id)).summary.count).toBe(0);
    expect(await numReviews(activity.id)).toBe(0);
    const pending = await adminList('pending');
    expect(pending.find((r) => r._id === review._id)).toMatchObject({
      status: 'pending',
      itemTitle: activity.name,
      verified: false,
    });

    expect(
      (await moderate(review._id, { status: 'approved', reply: 'Thank you, see you soon!' })).statusCode,
    ).toBe(200);
    const shown = await publicList('Activity', activity.id);
    expect(shown.data).toEqual([
      expect.objectContaining({
        _id: review._id,
        reply: { text: 'Thank you, see you soon!', at: expect.any(String) },
      }),
    ]);
    expect(await numReviews(activity.id)).toBe(1);

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.moderate'), eq(auditLog.entityId, review._id)));
    expect(entry).toMatchObject({ entity: 'review' });

    expect((await moderate(review._id, { status: 'hidden' })).statusCode).toBe(200);
    expect((await publicList('Activity', activity.id)).summary.count).toBe(0);
    expect(await numReviews(activity.id)).toBe(0);
  });

  it('approves at once the review of a verified booking', async () => {
    const customer = await createUser(t.app);
    const activity = await createActivity(t.app);
    const reservation = await reserveActivity(t.app, customer.token, activity.id, {
      reservationDate: daysFromNow(20),
    });
    const order = await orderFor(t.app, customer.token, reservation, false);
    expect((await payOrder(t.app, order, { token: customer.token })).statusCode).toBe(200);
    await t.app.db
      .update(activityReservations)
      .set({ reservationDate: daysFromNow(-1) })
      .where(eq(activityReservations.id, reservation._id));
    const review = await post(customer, 'Activity', activity.id);
    expect((await publicList('Activity', activity.id)).data).toEqual([
      expect.objectContaining({ _id: review._id, verified: true, reply: null }),
    ]);
  });

  it('holds travel reviews too', async () => {
    const program = await createTravelProgram(t.app);
    await post(await createUser(t.app), 'OrganizedTravel', program.id);
    expect((await publicList('OrganizedTravel', program.id)).summary.count).toBe(0);
    expect((await adminList('pending')).some((r) => r.refId === program.id)).toBe(true);
  });

  it('is for staff only, for activity and travel reviews only', async () => {
    const activity = await createActivity(t.app);
    const customer = await createUser(t.app);
    const review = await post(customer, 'Activity', activity.id);
    expect((await moderate(review._id, { status: 'approved' }, customer.token)).statusCode).toBe(403);
    expect((await moderate(review._id, {})).statusCode).toBe(400);
    expect((await moderate(review._id, { status: 'published' })).statusCode).toBe(400);
    expect((await moderate('no-such-review', { status: 'approved' })).statusCode).toBe(404);
  });
});
