import { isoWeekday } from '@ochre/shared/rules/marrakech-date';
import type { ActivityAvailability } from '@ochre/shared/schemas/activities';
import type { ActivityBookingSetupInput } from '@ochre/shared/schemas/booking-setup';
import type { Reservation } from '@ochre/shared/schemas/bookings';
import type { TravelDepartures } from '@ochre/shared/schemas/travels';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers/app';
import {
  daysFromNow,
  orderFor,
  postActivityReservation,
  postTravelReservation,
} from '../../../test/helpers/bookings';
import { createActivity, createTravelProgram, createUser } from '../../../test/helpers/factories';

/** Issue 15: departure times, traveller types, closed days, seasons, pickup, extras and fixed departures. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const SETUP: ActivityBookingSetupInput = {
  startTimes: [
    { time: '09:00', capacity: 10 },
    { time: '15:00', capacity: 4 },
  ],
  travellers: {
    child: { minAge: 4, maxAge: 11, price: 25 },
    infant: { minAge: 0, maxAge: 3, price: 0 },
  },
  pickup: { hotel: true, points: ['Jemaa el-Fna, Café de France'] },
  extras: [
    { id: 'lunch', name: 'Lunch at the farm', price: 12.5, per: 'person' },
    { id: 'car', name: 'Private transport', price: 40, per: 'booking' },
  ],
};

const cookingClass = (booking: ActivityBookingSetupInput = SETUP, maxParticipants = 8) =>
  createActivity(t.app, { priceCents: 45_00, maxParticipants, booking });

/** Each booking by a new customer, so the limit on open reservations never interferes. */
const book = async (activityId: string, payload: Record<string, unknown>) => {
  const customer = await createUser(t.app);
  return postActivityReservation(t.app, customer.token, activityId, payload);
};

const availability = async (activityId: string, from: string, to: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/activities/${activityId}/availability?from=${from}&to=${to}`,
  });
  return res;
};

const errorsOf = (res: { json(): unknown }) => (res.json() as { errors?: Record<string, string> }).errors;

describe('reserving with traveller types, a time, pickup and extras', () => {
  it('books a child and two adults at 15:00 with pickup and extras, priced by the server', async () => {
    const activity = await cookingClass();
    const date = daysFromNow(8);
    const customer = await createUser(t.app);
    const res = await postActivityReservation(t.app, customer.token, activity.id, {
      reservationDate: date,
      numberOfPersons: undefined,
      units: { adult: 2, child: 1, infant: 1 },
      startTime: '15:00',
      pickup: { type: 'hotel', place: 'Riad Dar Anika', landmark: 'Near Bab Laksour' },
      extras: ['lunch', 'car'],
      totalPrice: 192.5,
    });
    expect(res.statusCode).toBe(201);
    const reservation = json<{ data: Reservation }>(res).data;
    expect(reservation).toMatchObject({
      numberOfPersons: 3,
      units: { adult: 2, child: 1, infant: 1 },
      startTime: '15:00',
      pickup: { type: 'hotel', place: 'Riad Dar Anika', landmark: 'Near Bab Laksour' },
      totalPrice: 192.5,
      lines: [
        { kind: 'adult', quantity: 2, unitPrice: 45, total: 90 },
        { kind: 'child', quantity: 1, unitPrice: 25, total: 25 },
        { kind: 'infant', quantity: 1, unitPrice: 0, total: 0 },
        { kind: 'extra', label: 'Lunch at the farm', quantity: 3, unitPrice: 12.5, total: 37.5 },
        { kind: 'extra', label: 'Private transport', quantity: 1, unitPrice: 40, total: 40 },
      ],
    });
    // Infants take no place: 3 of the 4 places at 15:00 are gone.
    const day = json<{ data: ActivityAvailability }>(await availability(activity.id, date, date)).data
      .dates[0];
    expect(day?.slots.map((s) => [s.startTime, s.remaining, s.status])).toEqual([
      ['09:00', 10, 'AVAILABLE'],
      ['15:00', 1, 'LIMITED'],
    ]);
    expect(day?.slots[0]?.prices).toEqual({ adult: 45, child: 25, infant: 0 });
    // Paid in full, the order (and so its invoice) lists the breakdown line by line.
    const order = await orderFor(t.app, customer.token, reservation, false);
    expect(order.orderItems.map((item) => [item.name.split(': ').pop(), item.qty, item.price])).toEqual([
      ['Adult', 2, 45],
      ['Child', 1, 25],
      ['Infant', 1, 0],
      ['Lunch at the farm', 3, 12.5],
      ['Private transport', 1, 40],
    ]);
    expect(order.orderItems[0]?.name).toContain('15:00, Pickup at Riad Dar Anika (Near Bab Laksour)');
    expect(order.totalPrice).toBe(192.5);
  });

  it('takes a meeting point from the list, and SPEC’s numberOfPersons as adults', async () => {
    const activity = await cookingClass();
    const res = await book(activity.id, {
      numberOfPersons: 2,
      startTime: '09:00',
      pickup: { type: 'point', place: 'Jemaa el-Fna, Café de France' },
    });
    expect(res.statusCode).toBe(201);
    expect(json<{ data: Reservation }>(res).data).toMatchObject({
      units: { adult: 2, child: 0, infant: 0 },
      totalPrice: 90,
      pickup: { type: 'point', place: 'Jemaa el-Fna, Café de France' },
    });
  });

  it('takes the first departure with room for a call without a time, and refuses unknown times', async () => {
    const activity = await cookingClass();
    // SPEC's call knows no times: it takes the first departure of the day that still has room.
    const date = daysFromNow(13);
    const first = await book(activity.id, { reservationDate: date, numberOfPersons: 8 });
    expect(json<{ data: Reservation }>(first).data.startTime).toBe('09:00');
    const next = await book(activity.id, { reservationDate: date, numberOfPersons: 3 });
    expect(json<{ data: Reservation }>(next).data.startTime).toBe('15:00');
    const none = await book(activity.id, { reservationDate: date, numberOfPersons: 3 });
    expect(none.statusCode).toBe(409);
    expect(json(none).message).toBe('Only 2 places are left at this time.');
    const unknown = await book(activity.id, { numberOfPersons: 2, startTime: '11:00' });
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown)).toEqual({ startTime: 'This activity has no departure at that time.' });
    const malformed = await book(activity.id, { numberOfPersons: 2, startTime: '3pm' });
    expect(malformed.statusCode).toBe(400);
    const untimed = await createActivity(t.app);
    const extra = await book(untimed.id, { numberOfPersons: 2, startTime: '09:00' });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a sold-out time with 409 and keeps the other time open', async () => {
    const activity = await cookingClass();
    const date = daysFromNow(9);
    expect(
      (await book(activity.id, { reservationDate: date, startTime: '15:00', numberOfPersons: 4 })).statusCode,
    ).toBe(201);
    const full = await book(activity.id, { reservationDate: date, startTime: '15:00', numberOfPersons: 1 });
    expect(full.statusCode).toBe(409);
    expect(json(full).message).toBe('This departure is sold out. Please choose another time or date.');
    const morning = await book(activity.id, {
      reservationDate: date,
      startTime: '09:00',
      numberOfPersons: 3,
    });
    expect(morning.statusCode).toBe(201);
    const fewer = await book(activity.id, { reservationDate: date, startTime: '09:00', numberOfPersons: 8 });
    expect(fewer.statusCode).toBe(409);
    expect(json(fewer).message).toBe('Only 7 places are left at this time.');
  });

  it('refuses travellers out of range, types not offered and bad counts', async () => {
    const activity = await cookingClass(SETUP, 3);
    const tooMany = await book(activity.id, { startTime: '09:00', units: { adult: 2, child: 2, infant: 0 } });
    expect(tooMany.statusCode).toBe(400);
    expect(errorsOf(tooMany)?.units).toBe('Number of persons must be between 1 and 3');
    // Infants are not counted in the group size.
    const withInfants = await book(activity.id, {
      startTime: '09:00',
      units: { adult: 2, child: 1, infant: 2 },
    });
    expect(withInfants.statusCode).toBe(201);
    const onlyChildren = await book(activity.id, {
      startTime: '09:00',
      units: { adult: 0, child: 2, infant: 0 },
    });
    expect(errorsOf(onlyChildren)?.units).toBe('Children and infants travel with at least one adult.');
    const negative = await book(activity.id, {
      startTime: '09:00',
      units: { adult: -1, child: 0, infant: 0 },
    });
    expect(negative.statusCode).toBe(400);
    const fractional = await book(activity.id, { startTime: '09:00', units: { adult: 1.5 } });
    expect(fractional.statusCode).toBe(400);
    const unknownType = await book(activity.id, { startTime: '09:00', units: { adult: 1, senior: 1 } });
    expect(unknownType.statusCode).toBe(400);
    const nobody = await book(activity.id, { startTime: '09:00', numberOfPersons: undefined });
    expect(nobody.statusCode).toBe(400);
    const adultsOnly = await createActivity(t.app);
    const child = await book(adultsOnly.id, { units: { adult: 1, child: 1, infant: 0 } });
    expect(errorsOf(child)?.units).toBe('This booking does not take children.');
  });

  it('refuses a closed weekday and a blackout, and shows them CLOSED', async () => {
    const date = daysFromNow(10);
    const blackout = daysFromNow(11);
    const activity = await cookingClass({
      ...SETUP,
      weekdays: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== isoWeekday(date)),
      blackouts: [{ from: blackout, to: blackout }],
    });
    for (const day of [date, blackout]) {
      const res = await book(activity.id, { reservationDate: day, startTime: '09:00', numberOfPersons: 1 });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual({
        reservationDate: 'This activity does not run on that day. Please choose another date.',
      });
    }
    const days = json<{ data: ActivityAvailability }>(
      await availability(activity.id, daysFromNow(9), daysFromNow(12)),
    ).data.dates;
    expect(days.map((d) => d.status)).toEqual(['AVAILABLE', 'CLOSED', 'CLOSED', 'AVAILABLE']);
    expect(days[1]?.slots.every((s) => s.status === 'CLOSED')).toBe(true);
  });

  it('closes today’s times within the cut-off and past days, in Marrakech time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 12:30 UTC is 13:30 in Marrakech in December.
    vi.setSystemTime(new Date('2026-12-07T12:30:00Z'));
    const activity = await cookingClass();
    const today = json<{ data: ActivityAvailability }>(
      await availability(activity.id, '2026-12-06', '2026-12-08'),
    ).data.dates;
    expect(today.map((d) => d.slots.map((s) => s.status))).toEqual([
      ['CLOSED', 'CLOSED'],
      ['CLOSED', 'CLOSED'],
      ['AVAILABLE', 'AVAILABLE'],
    ]);
    const late = await book(activity.id, {
      reservationDate: '2026-12-07',
      startTime: '15:00',
      numberOfPersons: 1,
    });
    expect(late.statusCode).toBe(400);
    expect(errorsOf(late)?.startTime).toBe(
      'Booking for this departure has closed. Please choose a later time or another date.',
    );
  });

  it('applies a season to every traveller price', async () => {
    const date = daysFromNow(20);
    const activity = await cookingClass({ ...SETUP, seasons: [{ from: date, to: date, percent: 20 }] });
    const slot = json<{ data: ActivityAvailability }>(await availability(activity.id, date, date)).data
      .dates[0]?.slots[0];
    expect(slot).toMatchObject({ price: 54, prices: { adult: 54, child: 30, infant: 0 } });
    const res = await book(activity.id, {
      reservationDate: date,
      startTime: '09:00',
      units: { adult: 1, child: 1, infant: 0 },
    });
    expect(json<{ data: Reservation }>(res).data).toMatchObject({ unitPrice: 54, totalPrice: 84 });
    const stale = await book(activity.id, {
      reservationDate: date,
      startTime: '09:00',
      units: { adult: 1, child: 1, infant: 0 },
      totalPrice: 70,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses an extra of another activity and pickups not offered', async () => {
    const activity = await cookingClass();
    const other = await cookingClass({
      ...SETUP,
      extras: [{ id: 'hammam', name: 'Hammam', price: 30, per: 'person' }],
    });
    const wrongExtra = await book(activity.id, { startTime: '09:00', extras: ['hammam'] });
    expect(wrongExtra.statusCode).toBe(400);
    expect(errorsOf(wrongExtra)).toEqual({ extras: 'That extra is not offered with this activity.' });
    expect((await book(other.id, { startTime: '09:00', extras: ['hammam'] })).statusCode).toBe(201);
    const wrongPoint = await book(activity.id, {
      startTime: '09:00',
      pickup: { type: 'point', place: 'Airport' },
    });
    expect(errorsOf(wrongPoint)).toEqual({ pickup: 'Please choose one of the meeting points offered.' });
    const noPickup = await createActivity(t.app);
    const hotel = await book(noPickup.id, { pickup: { type: 'hotel', place: 'Riad Yasmine' } });
    expect(errorsOf(hotel)).toEqual({ pickup: 'This activity does not offer that kind of pickup.' });
    const blank = await book(activity.id, { startTime: '09:00', pickup: { type: 'hotel', place: ' ' } });
    expect(blank.statusCode).toBe(400);
  });
});

describe('GET /activities/{id}/availability', () => {
  it('answers every date up to 92 days and refuses longer or impossible periods', async () => {
    const activity = await cookingClass();
    const longest = await availability(activity.id, daysFromNow(1), daysFromNow(92));
    expect(json<{ data: ActivityAvailability }>(longest).data.dates).toHaveLength(92);
    for (const [from, to] of [
      [daysFromNow(1), daysFromNow(93)],
      ['2026-02-30', '2026-03-02'],
      ['tomorrow', daysFromNow(3)],
    ] as const) {
      const res = await availability(activity.id, from, to);
      expect(res.statusCode).toBe(400);
      expect(json(res).success).toBe(false);
    }
    expect((await t.app.inject({ url: `/api/activities/${activity.id}/availability` })).statusCode).toBe(400);
    expect((await availability('no-such-activity', daysFromNow(1), daysFromNow(2))).statusCode).toBe(404);
  });
});

describe('travel programs: traveller types and fixed departures', () => {
  it('prices children and books only the fixed departures, never beyond their seats', async () => {
    const [first, second] = [daysFromNow(30), daysFromNow(44)];
    const program = await createTravelProgram(t.app, {
      priceCents: 500_00,
      booking: {
        travellers: { child: { minAge: 2, maxAge: 11, price: 300 }, infant: null },
        departures: [
          { date: second, seats: 8 },
          { date: first, seats: 3 },
        ],
      },
    });
    const reserve = async (payload: Record<string, unknown>) =>
      postTravelReservation(t.app, (await createUser(t.app)).token, { programId: program.id, ...payload });

    const family = await reserve({
      preferredDate: first,
      numberOfTravelers: 2,
      units: { adult: 1, child: 1, infant: 0 },
    });
    expect(family.statusCode).toBe(201);
    expect(json<{ data: Reservation }>(family).data).toMatchObject({
      numberOfPersons: 2,
      units: { adult: 1, child: 1, infant: 0 },
      totalPrice: 800,
      lines: [
        { kind: 'adult', quantity: 1, total: 500 },
        { kind: 'child', quantity: 1, total: 300 },
      ],
    });
    const tooMany = await reserve({ preferredDate: first, numberOfTravelers: 2 });
    expect(tooMany.statusCode).toBe(409);
    expect(json(tooMany).message).toBe('Only 1 seat is left on this departure.');
    const otherDate = await reserve({ preferredDate: daysFromNow(31), numberOfTravelers: 1 });
    expect(otherDate.statusCode).toBe(400);
    expect(errorsOf(otherDate)).toEqual({ preferredDate: 'Please choose one of the fixed departure dates.' });
    const mismatch = await reserve({ preferredDate: second, numberOfTravelers: 3, units: { adult: 1 } });
    expect(mismatch.statusCode).toBe(400);
    const infant = await reserve({
      preferredDate: second,
      numberOfTravelers: 1,
      units: { adult: 1, infant: 1 },
    });
    expect(errorsOf(infant)).toEqual({ units: 'This booking does not take infants.' });

    const res = await t.app.inject({ url: `/api/organized-travel/${program.destination}/departures` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(json<{ data: TravelDepartures }>(res).data.departures).toEqual([
      { date: first, seats: 3, remaining: 1, status: 'LIMITED' },
      { date: second, seats: 8, remaining: 8, status: 'AVAILABLE' },
    ]);
  });

  it('keeps the free preferred date for a program without departures', async () => {
    const program = await createTravelProgram(t.app);
    const customer = await createUser(t.app);
    const res = await postTravelReservation(t.app, customer.token, {
      programId: program.id,
      preferredDate: daysFromNow(17),
    });
    expect(res.statusCode).toBe(201);
    expect(json<{ data: Reservation }>(res).data).toMatchObject({ totalPrice: 1780, units: { adult: 2 } });
  });
});
