import type { ActivityAvailability } from '@ochre/shared/schemas/activities';
import type { Reservation } from '@ochre/shared/schemas/bookings';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import {
  CUSTOMER_INFO,
  daysFromNow,
  postActivityReservation,
  reserveActivity,
} from '../../../test/helpers/bookings';
import { createActivity, createUser, type TestUser } from '../../../test/helpers/factories';
import { waitForEmail } from '../../../test/helpers/outbox';
import { activityReservations } from '../../db/schema/commerce';
import { MAX_OPEN_RESERVATIONS } from './service';

let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.app, { name: 'Amina Tazi' });
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const reservationsOf = async (activityId: string) =>
  t.app.db.select().from(activityReservations).where(eq(activityReservations.activityId, activityId));

describe('POST /activities/{id}/reserve', () => {
  it('needs an account, before looking at the request', async () => {
    const activity = await createActivity(t.app);
    const res = await postActivityReservation(t.app, null, activity.id, { numberOfPersons: 'many' });
    expect(res.statusCode).toBe(401);
    expect(await reservationsOf(activity.id)).toHaveLength(0);
  });

  it('creates a pending reservation with the total the server computes', async () => {
    const activity = await createActivity(t.app, { name: 'Medina Cooking Class', priceCents: 45_00 });
    const date = daysFromNow(10);
    const res = await postActivityReservation(t.app, customer.token, activity.id, {
      reservationDate: date,
      numberOfPersons: 3,
      totalPrice: 135,
    });
    expect(res.statusCode).toBe(201);
    const body = json<{ success: boolean; message: string; data: Reservation }>(res);
    expect(body.message).toBe('Reservation created. Proceed to payment.');
    expect(body.data).toMatchObject({
      kind: 'activity',
      title: 'Medina Cooking Class',
      activity: { _id: activity.id, name: 'Medina Cooking Class', slug: activity.slug },
      reservationDate: date,
      date,
      numberOfPersons: 3,
      participants: 3,
      unitPrice: 45,
      totalPrice: 135,
      paidAmount: 0,
      balanceDue: 135,
      status: 'pending',
      paymentStatus: 'pending',
      paymentToken: null,
      customerInfo: CUSTOMER_INFO,
    });
    expect(body.data.reference).toBe(body.data._id.slice(0, 7));
  });

  it('reaches the activity by its slug too', async () => {
    const activity = await createActivity(t.app);
    const res = await postActivityReservation(t.app, customer.token, activity.slug);
    expect(res.statusCode).toBe(201);
  });

  it('e-mails that the booking was received and awaits confirmation', async () => {
    const activity = await createActivity(t.app, { name: 'Majorelle Garden Visit' });
    const reservation = await reserveActivity(t.app, customer.token, activity.id, {
      customerInfo: { ...CUSTOMER_INFO, email: 'majorelle.guest@example.com' },
    });
    const mail = await waitForEmail(
      t.config.outboxDir,
      (m) => m.includes('majorelle.guest@example.com') && m.includes(reservation.reference),
    );
    expect(mail).toContain(`Reservation ${reservation.reference} received`);
    expect(mail).toContain('pending confirmation');
    expect(mail).toContain('Majorelle Garden Visit');
    expect(mail).toContain('$90.00');
  });

  it('refuses a tampered total and books nothing', async () => {
    const activity = await createActivity(t.app, { priceCents: 45_00 });
    const res = await postActivityReservation(t.app, customer.token, activity.id, {
      numberOfPersons: 2,
      totalPrice: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({
      success: false,
      message: 'The total does not match the current price. Please review your booking and try again.',
      errors: {
        totalPrice: 'The total does not match the current price. Please review your booking and try again.',
      },
    });
    expect(await reservationsOf(activity.id)).toHaveLength(0);
  });

  it('keeps persons within the activity’s minimum and maximum (SPEC §5)', async () => {
    const customer = await createUser(t.app);
    const activity = await createActivity(t.app, { minParticipants: 2, maxParticipants: 6 });
    for (const persons of [1, 7]) {
      const res = await postActivityReservation(t.app, customer.token, activity.id, {
        numberOfPersons: persons,
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({
        success: false,
        message: 'Number of persons must be between 2 and 6',
        errors: { numberOfPersons: 'Number of persons must be between 2 and 6' },
      });
    }
    expect(
      (await postActivityReservation(t.app, customer.token, activity.id, { numberOfPersons: 6 })).statusCode,
    ).toBe(201);
    const fraction = await postActivityReservation(t.app, customer.token, activity.id, {
      numberOfPersons: 2.5,
    });
    expect(fraction.statusCode).toBe(400);
  });

  it('answers every SPEC §5 message for missing details', async () => {
    const activity = await createActivity(t.app);
    const res = await postActivityReservation(t.app, customer.token, activity.id, {
      customerInfo: { name: '  ', email: '', whatsapp: '' },
      reservationDate: '',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toMatchObject({
      'customerInfo.name': 'Full name is required',
      'customerInfo.email': 'Email address is required',
      'customerInfo.whatsapp': 'WhatsApp number is required',
      reservationDate: 'Please select a reservation date',
    });
    const badEmail = await postActivityReservation(t.app, customer.token, activity.id, {
      customerInfo: { ...CUSTOMER_INFO, email: 'amina-at-example' },
    });
    expect(json(badEmail).errors).toEqual({ 'customerInfo.email': 'Please enter a valid email address' });
  });

  it('refuses fields it does not know and dates that do not exist', async () => {
    const activity = await createActivity(t.app);
    const extra = await postActivityReservation(t.app, customer.token, activity.id, { status: 'confirmed' });
    expect(extra.statusCode).toBe(400);
    expect(json(extra).errors).toEqual({ status: 'This field is not allowed.' });
    const impossible = await postActivityReservation(t.app, customer.token, activity.id, {
      reservationDate: '2031-02-30',
    });
    expect(json(impossible).errors).toEqual({ reservationDate: 'Please choose a valid date.' });
  });

  it('answers 404 for an unknown or unpublished activity', async () => {
    const draft = await createActivity(t.app, { isPublished: false });
    for (const id of ['no-such-activity', draft.id]) {
      const res = await postActivityReservation(t.app, customer.token, id);
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe("The activity you're looking for doesn't exist or has been removed.");
    }
  });

  it('stops a customer from holding too many unconfirmed, unpaid reservations', async () => {
    const hoarder = await createUser(t.app);
    const activity = await createActivity(t.app);
    for (let i = 0; i < MAX_OPEN_RESERVATIONS; i++) await reserveActivity(t.app, hoarder.token, activity.id);
    const res = await postActivityReservation(t.app, hoarder.token, activity.id);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toMatch(/several reservations awaiting confirmation/);
  });
});

describe('dates in Marrakech time', () => {
  // 23:30 UTC on 15 June is 00:30 on 16 June in Marrakech (UTC+1 outside Ramadan).
  const justAfterMidnight = new Date('2027-06-15T23:30:00Z');

  it('refuses yesterday and accepts today around midnight, by the Marrakech calendar', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: justAfterMidnight });
    const night = await createUser(t.app);
    const activity = await createActivity(t.app);

    const yesterday = await postActivityReservation(t.app, night.token, activity.id, {
      reservationDate: '2027-06-15',
    });
    expect(yesterday.statusCode).toBe(400);
    expect(json(yesterday).errors).toEqual({
      reservationDate: 'This date is in the past. Please choose today or a later date.',
    });

    const today = await postActivityReservation(t.app, night.token, activity.id, {
      reservationDate: '2027-06-16',
    });
    expect(today.statusCode).toBe(201);
    expect(json<{ data: Reservation }>(today).data.reservationDate).toBe('2027-06-16');
  });

  it('reads an ISO timestamp as the Marrakech date it names', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: justAfterMidnight });
    const night = await createUser(t.app);
    const activity = await createActivity(t.app);
    // 23:15 UTC on 17 June is already 18 June in Marrakech.
    const res = await postActivityReservation(t.app, night.token, activity.id, {
      reservationDate: '2027-06-17T23:15:00.000Z',
    });
    expect(json<{ data: Reservation }>(res).data.reservationDate).toBe('2027-06-18');
  });

  it('tells the booking forms what day it is in Marrakech', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: justAfterMidnight });
    const res = await t.app.inject({ method: 'GET', url: '/api/bookings/today' });
    expect(json(res)).toEqual({
      success: true,
      data: { today: '2027-06-16', timeZone: 'Africa/Casablanca' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('still takes a date that is today in Marrakech but already tomorrow further east', async () => {
    // 22:30 UTC on 15 June: 23:30 in Marrakech, 16 June in Cairo and beyond.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-06-15T22:30:00Z') });
    const evening = await createUser(t.app);
    const activity = await createActivity(t.app);
    const res = await postActivityReservation(t.app, evening.token, activity.id, {
      reservationDate: '2027-06-15',
    });
    expect(res.statusCode).toBe(201);
  });
});

// Each test books as its own customer: bookings are rate-limited per session.
describe('places per date', () => {
  it('refuses a booking beyond the places left, and says how many remain', async () => {
    const customer = await createUser(t.app);
    const activity = await createActivity(t.app, { capacityPerDate: 5, maxParticipants: 5 });
    const date = daysFromNow(14);
    await reserveActivity(t.app, customer.token, activity.id, { reservationDate: date, numberOfPersons: 3 });

    const tooMany = await postActivityReservation(t.app, customer.token, activity.id, {
      reservationDate: date,
      numberOfPersons: 3,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(json(tooMany)).toMatchObject({
      message: 'Only 2 places are left on this date.',
      errors: { reservationDate: 'Only 2 places are left on this date.' },
    });

    await reserveActivity(t.app, customer.token, activity.id, { reservationDate: date, numberOfPersons: 2 });
    const soldOut = await postActivityReservation(t.app, customer.token, activity.id, {
      reservationDate: date,
      numberOfPersons: 1,
    });
    expect(json(soldOut).message).toBe('This date is sold out. Please choose another date.');

    // Another date has all its places.
    const other = await postActivityReservation(t.app, customer.token, activity.id, {
      reservationDate: daysFromNow(15),
      numberOfPersons: 5,
    });
    expect(other.statusCode).toBe(201);
  });

  it('gives a cancelled reservation’s places back', async () => {
    const customer = await createUser(t.app);
    const activity = await createActivity(t.app, { capacityPerDate: 2 });
    const date = daysFromNow(20);
    const first = await reserveActivity(t.app, customer.token, activity.id, {
      reservationDate: date,
      numberOfPersons: 2,
    });
    await t.app.db
      .update(activityReservations)
      .set({ status: 'cancelled' })
      .where(eq(activityReservations.id, first._id));
    const res = await postActivityReservation(t.app, customer.token, activity.id, {
      reservationDate: date,
      numberOfPersons: 2,
    });
    expect(res.statusCode).toBe(201);
  });

  it('lists every date with its places left for the date picker', async () => {
    const customer = await createUser(t.app);
    const activity = await createActivity(t.app, { capacityPerDate: 4, maxParticipants: 4 });
    const [soon, later] = [daysFromNow(3), daysFromNow(5)];
    await reserveActivity(t.app, customer.token, activity.id, { reservationDate: soon, numberOfPersons: 4 });
    await reserveActivity(t.app, customer.token, activity.id, { reservationDate: later, numberOfPersons: 1 });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${activity.id}/availability?from=${daysFromNow(0)}&to=${daysFromNow(40)}`,
    });
    expect(res.statusCode).toBe(200);
    const { data } = json<{ data: ActivityAvailability }>(res);
    expect(data.dates).toHaveLength(41);
    const slotOf = (date: string) => data.dates.find((d) => d.date === date)?.slots[0];
    expect(slotOf(soon)).toMatchObject({
      startTime: null,
      capacity: 4,
      remaining: 0,
      status: 'SOLD_OUT',
      price: 45,
    });
    expect(slotOf(later)).toMatchObject({ capacity: 4, remaining: 3, status: 'AVAILABLE' });
    expect(slotOf(daysFromNow(4))).toMatchObject({ remaining: 4, status: 'AVAILABLE' });
  });

  it('has every date open without a capacity, and refuses a backwards period', async () => {
    const customer = await createUser(t.app);
    const activity = await createActivity(t.app);
    await reserveActivity(t.app, customer.token, activity.id, { numberOfPersons: 8 });
    const open = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${activity.slug}/availability?from=${daysFromNow(0)}&to=${daysFromNow(30)}`,
    });
    const { data } = json<{ data: ActivityAvailability }>(open);
    expect(data.dates).toHaveLength(31);
    expect(data.dates.every((d) => d.slots[0]?.status === 'AVAILABLE' && d.slots[0].remaining === null)).toBe(
      true,
    );
    const backwards = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${activity.id}/availability?from=${daysFromNow(5)}&to=${daysFromNow(1)}`,
    });
    expect(backwards.statusCode).toBe(400);
  });
});

describe('GET /reservations/myreservations', () => {
  it('lists only the customer’s own reservations, newest first', async () => {
    const traveller = await createUser(t.app);
    const other = await createUser(t.app);
    const activity = await createActivity(t.app, { name: 'Ourika Valley' });
    const first = await reserveActivity(t.app, traveller.token, activity.id);
    const second = await reserveActivity(t.app, traveller.token, activity.id, { numberOfPersons: 4 });
    await reserveActivity(t.app, other.token, activity.id);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reservations/myreservations',
      headers: bearer(traveller.token),
    });
    const mine = json<{ success: boolean; data: Reservation[] }>(res).data;
    expect(mine.map((r) => r._id)).toEqual([second._id, first._id]);
    expect(mine[0]).toMatchObject({
      activity: { name: 'Ourika Valley' },
      numberOfPersons: 4,
      status: 'pending',
    });
  });

  it('needs an account', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reservations/myreservations' });
    expect(res.statusCode).toBe(401);
  });
});
