import type { Reservation } from '@ochre/shared/schemas/bookings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { daysFromNow, orderFor, payOrder, reserveActivity } from '../../../test/helpers/bookings';
import { createActivity, createUser, type TestUser } from '../../../test/helpers/factories';
import { auditLog } from '../../db/schema';

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

/** Two guests, standard policy (free until 24 h before), paid in full unless told otherwise. */
async function booking(date: string, { paid = true, capacityPerDate = 10 } = {}): Promise<Reservation> {
  const activity = await createActivity(t.app, { priceCents: 60_00, capacityPerDate });
  const reservation = await reserveActivity(t.app, customer.token, activity.id, { reservationDate: date });
  if (paid) {
    const order = await orderFor(t.app, customer.token, reservation, false);
    expect((await payOrder(t.app, order, { token: customer.token })).statusCode).toBe(200);
  }
  return reservation;
}

const move = (r: Reservation, date: string, token = customer.token, path = '/api/reservations') =>
  t.app.inject({
    method: 'POST',
    url: `${path}/${r.kind}/${r._id}/move`,
    headers: bearer(token),
    payload: { date },
  });
const message = (res: { body: string }) => (JSON.parse(res.body) as { message: string }).message;

describe('a customer moves a paid booking', () => {
  it('once, without charge, to a date with places left; audited', async () => {
    const reservation = await booking(daysFromNow(10));
    const res = await move(reservation, daysFromNow(12));
    expect(res.statusCode).toBe(200);
    const moved = json<{ data: Reservation }>(res).data;
    expect(moved).toMatchObject({ reservationDate: daysFromNow(12), totalPrice: 120, paymentStatus: 'paid' });
    expect(moved.rebookedAt).not.toBeNull();

    const again = await move(reservation, daysFromNow(13));
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe('This reservation has already been moved once.');

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, reservation._id), eq(auditLog.action, 'reservation.move')));
    expect(entry).toMatchObject({ actorId: customer.id, details: { by: 'customer' } });
  });

  it('refuses an unpaid booking, a late one, a full date and the same date', async () => {
    const unpaid = await booking(daysFromNow(10), { paid: false });
    expect(message(await move(unpaid, daysFromNow(12)))).toBe(
      'Only a paid reservation can be moved. Pay it first, or contact us.',
    );

    // Tomorrow's booking: free changes ended at midnight, 24 h before its day starts.
    const late = await booking(daysFromNow(1));
    expect(message(await move(late, daysFromNow(12)))).toBe(
      'Free changes have closed for this reservation. Contact us to change it.',
    );

    const full = await booking(daysFromNow(10), { capacityPerDate: 2 });
    await reserveActivity(t.app, stranger.token, full.activity!._id, { reservationDate: daysFromNow(11) });
    const refused = await move(full, daysFromNow(11));
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toBe('This departure is sold out. Please choose another time or date.');

    expect(message(await move(full, daysFromNow(10)))).toBe('Choose another date or time.');
  });

  it("cannot move someone else's booking", async () => {
    const reservation = await booking(daysFromNow(10));
    expect((await move(reservation, daysFromNow(12), stranger.token)).statusCode).toBe(404);
  });
});

describe('the back office moves a booking', () => {
  it('whenever it is open, even past the free limit and unpaid', async () => {
    const late = await booking(daysFromNow(1), { paid: false });
    const res = await move(late, daysFromNow(5), admin.token, '/api/admin/reservations');
    expect(res.statusCode).toBe(200);
    expect(json<{ data: Reservation }>(res).data).toMatchObject({
      reservationDate: daysFromNow(5),
      rebookedAt: null,
    });
    // The customer's one free move is still theirs.
    expect((await move(late, daysFromNow(6), stranger.token, '/api/admin/reservations')).statusCode).toBe(
      403,
    );
  });
});
