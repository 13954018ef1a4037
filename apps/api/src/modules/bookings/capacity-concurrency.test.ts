import { and, eq, ne, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { daysFromNow, postActivityReservation } from '../../../test/helpers/bookings';
import { createActivity, createUser, type TestUser } from '../../../test/helpers/factories';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { activityReservations } from '../../db/schema/commerce';

/**
 * Many people booking the last places of a date at the same moment, on one
 * or (with PostgreSQL) two server instances sharing the database: a date is
 * never sold beyond its capacity.
 */
let t: TestApp;
let second: FastifyInstance | undefined;
let instances: FastifyInstance[];
let bookers: TestUser[];
beforeAll(async () => {
  t = await createTestApp();
  // PGlite is one process's database; PostgreSQL lets a second instance share it.
  if (t.databaseUrl) {
    second = await buildApp(t.config, { database: await openDatabase({ databaseUrl: t.databaseUrl }) });
    await second.ready();
    instances = [t.app, second];
  } else {
    instances = [t.app];
  }
  bookers = await Promise.all(Array.from({ length: 30 }, () => createUser(t.app)));
});
afterAll(async () => {
  await second?.close();
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
  it('sells exactly 10 places to 30 simultaneous bookings of one person', async () => {
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
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
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
