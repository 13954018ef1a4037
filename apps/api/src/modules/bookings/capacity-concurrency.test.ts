import type { ActivityAvailability } from '@ochre/shared/schemas/activities';
import { and, eq, ne, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, sharedInstances, type TestApp } from '../../../test/helpers/app';
import { daysFromNow, postActivityReservation } from '../../../test/helpers/bookings';
import { createActivity, createUser, type TestUser } from '../../../test/helpers/factories';
import { activityReservations } from '../../db/schema/commerce';

/**
 * Many people booking the last places of a date at the same moment, on one
 * or (with PostgreSQL) two server instances sharing the database: a date is
 * never sold beyond its capacity.
 */
let t: TestApp;
let instances: FastifyInstance[];
let closeInstances: () => Promise<void>;
let bookers: TestUser[];
beforeAll(async () => {
  t = await createTestApp();
  ({ instances, close: closeInstances } = await sharedInstances(t));
  bookers = await Promise.all(Array.from({ length: 40 }, () => createUser(t.app)));
});
afterAll(async () => {
  await closeInstances?.();
  await t.close();
});

const personsBooked = async (activityId: string, date: string) => {
  const [row] = await t.app.db
    .select({ n: sum(activityReservations.numberOfPersons).mapWith(Number) })
    .from(activityReservations)
    .where(
      and(
        eq(activityReservations.activityId, activityId),
        eq(activityReservations.reservationDate, date),
        ne(activityReservations.status, 'cancelled'),
      ),
    );
  return row?.n ?? 0;
};

describe('no double booking', () => {
  it('sells exactly 10 places to 40 simultaneous bookings of one person', async () => {
    const activity = await createActivity(t.app, { name: 'Sunrise Balloon', capacityPerDate: 10 });
    const date = daysFromNow(9);
    const responses = await Promise.all(
      bookers.map((booker, i) =>
        postActivityReservation(instances[i % instances.length]!, booker.token, activity.id, {
          reservationDate: date,
          numberOfPersons: 1,
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(json(refused).message).toBe('This date is sold out. Please choose another date.');
    }
    expect(await personsBooked(activity.id, date)).toBe(10);
  });

  it('never goes beyond the capacity with groups of different sizes', async () => {
    const activity = await createActivity(t.app, { capacityPerDate: 10, maxParticipants: 4 });
    const date = daysFromNow(10);
    const responses = await Promise.all(
      bookers.map((booker, i) =>
        postActivityReservation(instances[i % instances.length]!, booker.token, activity.id, {
          reservationDate: date,
          numberOfPersons: (i % 4) + 1,
        }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const booked = await personsBooked(activity.id, date);
    expect(booked).toBeLessThanOrEqual(10);
    // Whoever was refused could not have fitted into what was left at the end.
    const smallestRefused = Math.min(
      ...responses.map((r, i) => (r.statusCode === 409 ? (i % 4) + 1 : Number.POSITIVE_INFINITY)),
    );
    expect(booked + smallestRefused).toBeGreaterThan(10);
  });

  it('sells the last places of one departure time to 40 simultaneous bookings exactly once', async () => {
    const activity = await createActivity(t.app, {
      capacityPerDate: 50,
      booking: {
        startTimes: [
          { time: '10:00', capacity: 20 },
          { time: '15:00', capacity: 12 },
        ],
        travellers: { infant: { minAge: 0, maxAge: 3, price: 0 } },
      },
    });
    const date = daysFromNow(12);
    // Earlier bookings leave 5 places at 15:00.
    for (const booker of bookers.slice(0, 7)) {
      const res = await postActivityReservation(t.app, booker.token, activity.id, {
        reservationDate: date,
        startTime: '15:00',
        numberOfPersons: 1,
      });
      expect(res.statusCode).toBe(201);
    }
    const responses = await Promise.all(
      bookers.map((booker, i) =>
        postActivityReservation(instances[i % instances.length]!, booker.token, activity.id, {
          reservationDate: date,
          startTime: '15:00',
          units: { adult: 1, child: 0, infant: i % 2 },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    // Infants take no place: the 5 places go to 5 bookings, whoever brings a baby.
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(35);
    expect(json(responses.find((r) => r.statusCode === 409)!).message).toBe(
      'This departure is sold out. Please choose another time or date.',
    );
    expect(await personsBooked(activity.id, date)).toBe(12);
    const calendar = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${activity.id}/availability?from=${date}&to=${date}`,
    });
    expect(json<{ data: ActivityAvailability }>(calendar).data.dates[0]?.slots).toMatchObject([
      { startTime: '10:00', capacity: 20, remaining: 20, status: 'AVAILABLE' },
      { startTime: '15:00', capacity: 12, remaining: 0, status: 'SOLD_OUT' },
    ]);
  });

  it('keeps other dates and unlimited activities apart from the queue', async () => {
    const unlimited = await createActivity(t.app, { capacityPerDate: null });
    const responses = await Promise.all(
      bookers.slice(0, 12).map((booker, i) =>
        postActivityReservation(instances[i % instances.length]!, booker.token, unlimited.id, {
          reservationDate: daysFromNow(11),
          numberOfPersons: 2,
        }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
  });
});
