import { existsSync } from 'node:fs';
import { STANDARD_CANCELLATION } from '@ochre/shared/rules/cancellation';
import type { Activity } from '@ochre/shared/schemas/activities';
import type { AdminActivity } from '@ochre/shared/schemas/admin-activities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { daysFromNow, postActivityReservation } from '../../../test/helpers/bookings';
import { createActivity, createUser, type TestUser } from '../../../test/helpers/factories';
import { multipartBody, testPicture } from '../../../test/helpers/multipart';
import { activities } from '../../db/schema/catalog';
import { activityReservations } from '../../db/schema/commerce';
import { auditLog } from '../../db/schema/content';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
  customer = await createUser(t.app);
});
afterAll(async () => t.close());

const QUAD = {
  name: 'Agafay Desert Quad Ride',
  sku: '',
  category: 'Adventure',
  location: 'Agafay',
  duration: '3 hours',
  price: 59.99,
  marketPrice: 75,
  shortDescription: 'Quad bikes over the stone desert at sunset.',
  description: 'Helmets and scarves provided.\n\nMint tea at the camp.',
  images: [] as string[],
  tags: ['desert', 'sunset'],
  minParticipants: 1,
  maxParticipants: 6,
  difficulty: 'moderate',
  requirements: ['Closed shoes', 'Aged 16 or older'],
  included: ['Hotel pickup', 'Mint tea, water and dates'],
  excluded: ['Tips'],
  cancellationPolicy: 'Free cancellation up to 24 hours before.',
  capacityPerDate: 10,
  isFeatured: false,
  isPublished: false,
  seoTitle: 'Quad ride in the Agafay desert',
  seoDescription: 'Sunset quad ride near Marrakech.',
  seoKeywords: ['quad', 'agafay'],
};

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, payload, headers: bearer(admin.token) });
const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: bearer(admin.token) });
const created = async (payload: object) => {
  const res = await send('POST', '/activities', payload);
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: AdminActivity }>(res).data;
};

async function upload(): Promise<string> {
  const { payload, headers } = multipartBody({ folder: 'activities' }, [
    { field: 'image', filename: 'quad.png', bytes: await testPicture(1800, 1200) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    payload,
    headers: { ...headers, ...bearer(admin.token) },
  });
  expect(res.statusCode).toBe(201);
  return json<{ data: { url: string } }>(res).data.url;
}

const publicActivity = (slug: string) => t.app.inject({ method: 'GET', url: `/api/activities/${slug}` });
const publicList = async (query = '') =>
  json<{ activities: Activity[] }>(
    await t.app.inject({ method: 'GET', url: `/api/activities?limit=50${query}` }),
  ).activities;
const auditOf = (id: string) => t.app.db.select().from(auditLog).where(eq(auditLog.entityId, id));

describe('admin activities', () => {
  it('creates a draft with an uploaded picture and places per date, publishes it, and the site shows it', async () => {
    const image = await upload();
    expect(image).toMatch(/^\/uploads\/activities\/[a-z0-9]+\.webp$/);
    const activity = await created({ ...QUAD, images: [image] });
    expect(activity).toMatchObject({
      slug: 'agafay-desert-quad-ride',
      price: 59.99,
      marketPrice: 75,
      discountPercentage: 20,
      capacityPerDate: 10,
      isPublished: false,
      images: [image],
      requirements: ['Closed shoes', 'Aged 16 or older'],
      reservationCount: 0,
      busiestDate: null,
    });
    const [stored] = await t.app.db.select().from(activities).where(eq(activities.id, activity._id));
    expect(stored).toMatchObject({ priceCents: 5999, marketPriceCents: 7500, sku: null });

    expect((await publicActivity(activity.slug)).statusCode).toBe(404);
    expect((await publicList()).map((a) => a.slug)).not.toContain(activity.slug);
    const categories = json<{ data: { _id: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/activities/categories' }),
    ).data;
    expect(categories.map((c) => c._id)).not.toContain('Adventure');

    const published = await send('PATCH', `/activities/${activity._id}`, { isPublished: true });
    expect(json<{ data: AdminActivity }>(published).data.isPublished).toBe(true);
    const shown = json<{ data: Activity }>(await publicActivity(activity.slug)).data;
    expect(shown).toMatchObject({
      name: QUAD.name,
      images: [image],
      capacityPerDate: 10,
      difficulty: 'moderate',
    });
    expect((await publicList('&category=Adventure')).map((a) => a.slug)).toContain(activity.slug);

    const featured = await send('PATCH', `/activities/${activity._id}`, { isFeatured: true });
    expect(json<{ data: AdminActivity }>(featured).data.isFeatured).toBe(true);
    expect((await publicList('&featured=true')).map((a) => a.slug)).toContain(activity.slug);

    await send('PATCH', `/activities/${activity._id}`, { isPublished: false });
    expect((await publicActivity(activity.slug)).statusCode).toBe(404);
    expect((await publicList()).map((a) => a.slug)).not.toContain(activity.slug);

    expect((await auditOf(activity._id)).map((e) => e.action).sort()).toEqual([
      'activity.create',
      'activity.publish',
      'activity.unpublish',
      'activity.update',
    ]);
  });

  it('refuses what is not an activity, with a message per field, and saves nothing', async () => {
    const before = await t.app.db.$count(activities);
    const cases: [object, string, string][] = [
      [{ name: ' ' }, 'name', 'This field is required'],
      [{ location: '' }, 'location', 'This field is required'],
      [{ price: 10.555 }, 'price', 'Enter an amount in dollars with at most two decimals.'],
      [{ price: 80, marketPrice: 75 }, 'marketPrice', 'The market price must be higher than the price.'],
      [{ minParticipants: 0 }, 'minParticipants', 'Enter a whole number from 1 to 100.'],
      [
        { minParticipants: 4, maxParticipants: 2 },
        'maxParticipants',
        'The largest group must be at least the smallest group.',
      ],
      [
        { capacityPerDate: 0 },
        'capacityPerDate',
        'Enter a whole number of places from 1 to 10,000, or leave it empty for unlimited places.',
      ],
      [
        { capacityPerDate: 2.5 },
        'capacityPerDate',
        'Enter a whole number of places from 1 to 10,000, or leave it empty for unlimited places.',
      ],
      [
        { minParticipants: 4, capacityPerDate: 3 },
        'capacityPerDate',
        'Places per date must be at least the smallest group.',
      ],
      [{ difficulty: 'extreme' }, 'difficulty', expect.any(String) as unknown as string],
      [{ images: ['http://example.com/a.jpg'] }, 'images.0', 'Use an uploaded picture or an https address.'],
      [{ slug: 'Quad Ride!' }, 'slug', 'Use lowercase letters, digits and hyphens only.'],
      [{ rating: 5 }, 'rating', 'This field is not allowed.'],
      [
        { booking: { startTimes: [{ time: '25:00' }] } },
        'booking.startTimes.0.time',
        'Times are written HH:MM, from 00:00 to 23:59.',
      ],
      [
        { booking: { startTimes: [{ time: '09:00' }, { time: '09:00' }] } },
        'booking.startTimes',
        'Each departure time may appear only once.',
      ],
      [{ booking: { weekdays: [] } }, 'booking.weekdays', 'Choose at least one day of the week.'],
      [
        { booking: { blackouts: [{ from: '2026-12-26', to: '2026-12-24' }] } },
        'booking.blackouts.0.to',
        'A period ends on or after the day it starts.',
      ],
      [
        { booking: { seasons: [{ from: '2026-12-20', to: '2027-01-05', percent: -95 }] } },
        'booking.seasons.0.percent',
        'Enter a whole percentage from -90 to 500.',
      ],
      [
        { booking: { travellers: { child: { minAge: 12, maxAge: 4, price: 10 } } } },
        'booking.travellers.child.maxAge',
        'The oldest age must be at least the youngest.',
      ],
      [
        { booking: { extras: [{ id: 'lunch', name: ' ', price: 10, per: 'person' }] } },
        'booking.extras.0.name',
        'Give each extra a name.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await send('POST', '/activities', { ...QUAD, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(json<{ errors: Record<string, string> }>(res).errors[field], JSON.stringify(change)).toEqual(
        message,
      );
    }
    expect(await t.app.db.$count(activities)).toBe(before);
  });

  it('saves departure times, closed dates, seasons, traveller types, pickup, extras and cancellation rules', async () => {
    const booking = {
      startTimes: [
        { time: '15:00', capacity: 6 },
        { time: '09:00', capacity: null },
      ],
      weekdays: [1, 3, 5],
      cutoffMinutes: 90,
      blackouts: [{ from: '2026-12-24', to: '2026-12-26' }],
      seasons: [{ from: '2026-12-20', to: '2027-01-05', percent: 20 }],
      travellers: { child: { minAge: 4, maxAge: 11, price: 30 }, infant: { minAge: 0, maxAge: 3, price: 0 } },
      pickup: { hotel: true, points: ['Koutoubia Mosque'] },
      extras: [{ id: 'lunch', name: 'Berber lunch', price: 15, per: 'person' }],
      cancellation: {
        depositRefundable: false,
        tiers: [
          { hoursBefore: 48, percent: 100 },
          { hoursBefore: 24, percent: 50 },
        ],
      },
    };
    const activity = await created({ ...QUAD, isPublished: true, booking });
    expect(activity.booking).toEqual(booking);
    const site = await t.app.inject({ url: `/api/activities/${activity.slug}` });
    expect(json<{ data: { booking: unknown } }>(site).data.booking).toEqual(booking);
    const cleared = await send('PUT', `/activities/${activity._id}`, { ...QUAD, isPublished: true });
    expect(json<{ data: AdminActivity }>(cleared).data.booking.startTimes).toEqual([]);
  });

  it('keeps the address through a rename, takes a new one only when asked, and keeps slugs and SKUs unique', async () => {
    const first = await created({ ...QUAD, name: 'Palm Grove Camel Ride', sku: 'CAMEL-1' });
    const second = await created({ ...QUAD, name: 'Palm Grove Camel Ride' });
    expect([first.slug, second.slug]).toEqual(['palm-grove-camel-ride', 'palm-grove-camel-ride-2']);

    const renamed = await send('PUT', `/activities/${first._id}`, {
      ...QUAD,
      name: 'Palmeraie Camel Ride at Dusk',
      sku: 'CAMEL-1',
    });
    expect(json<{ data: AdminActivity }>(renamed).data).toMatchObject({
      name: 'Palmeraie Camel Ride at Dusk',
      slug: 'palm-grove-camel-ride',
    });

    const clash = await send('PUT', `/activities/${second._id}`, { ...QUAD, slug: 'palm-grove-camel-ride' });
    expect(clash.statusCode).toBe(409);
    expect(json(clash)).toMatchObject({ errors: { slug: 'Another activity already uses this address.' } });
    const skuClash = await send('POST', '/activities', { ...QUAD, name: 'Another ride', sku: 'CAMEL-1' });
    expect(skuClash.statusCode).toBe(409);
    expect(json(skuClash)).toMatchObject({ errors: { sku: 'Another activity already has this SKU.' } });

    const moved = await send('PUT', `/activities/${second._id}`, { ...QUAD, slug: 'camel-ride-for-two' });
    expect(json<{ data: AdminActivity }>(moved).data.slug).toBe('camel-ride-for-two');

    const [update] = (await auditOf(first._id)).filter((e) => e.action === 'activity.update');
    expect(update?.details).toMatchObject({ name: 'Palmeraie Camel Ride at Dusk', changed: ['name'] });
  });

  it('lists drafts too, filtered by status, category and search, a page at a time', async () => {
    await createActivity(t.app, { name: 'Ourika Valley Hike', category: 'Hiking', sku: 'HIKE-OUR' });
    await createActivity(t.app, { name: 'Imlil Summit Trek', category: 'Hiking', isPublished: false });
    const list = async (query: string) =>
      json<{ data: AdminActivity[]; pagination: { total: number; pages: number }; categories: string[] }>(
        await get(`/activities${query}`),
      );
    const hiking = await list('?category=Hiking');
    expect(hiking.data.map((a) => a.name).sort()).toEqual(['Imlil Summit Trek', 'Ourika Valley Hike']);
    expect((await list('?category=Hiking&status=draft')).data.map((a) => a.name)).toEqual([
      'Imlil Summit Trek',
    ]);
    expect((await list('?status=published')).data.map((a) => a.name)).not.toContain('Imlil Summit Trek');
    expect((await list('?search=hike-our')).data.map((a) => a.name)).toEqual(['Ourika Valley Hike']);
    expect((await list('')).categories).toEqual(expect.arrayContaining(['Hiking', 'Adventure']));
    const firstPage = await list('?limit=1&page=1');
    const secondPage = await list('?limit=1&page=2');
    expect(firstPage.data).toHaveLength(1);
    expect(firstPage.pagination.pages).toBe(firstPage.pagination.total);
    expect(secondPage.data[0]?._id).not.toBe(firstPage.data[0]?._id);
  });

  it('will not lower places per date below what a coming date has booked, but past dates do not count', async () => {
    const activity = await createActivity(t.app, { name: 'Hot-air balloon', capacityPerDate: 8 });
    const date = daysFromNow(5);
    for (const persons of [3, 2]) {
      const res = await postActivityReservation(t.app, customer.token, activity.id, {
        reservationDate: date,
        numberOfPersons: persons,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // Yesterday's larger group is history: it does not hold today's places.
    await t.app.db.insert(activityReservations).values({
      userId: customer.id,
      activityId: activity.id,
      customerInfo: { name: 'Old', email: 'old@example.com', phone: '', whatsapp: '+212 600', notes: '' },
      reservationDate: daysFromNow(-1),
      numberOfPersons: 7,
      unitPriceCents: 45_00,
      totalPriceCents: 315_00,
      status: 'completed',
      cancellationPolicy: STANDARD_CANCELLATION,
    });

    const detail = json<{ data: AdminActivity }>(await get(`/activities/${activity.id}`)).data;
    expect(detail).toMatchObject({ reservationCount: 3, busiestDate: { date, persons: 5 } });
    const body = { ...QUAD, name: 'Hot-air balloon', slug: activity.slug, isPublished: true };

    const refused = await send('PUT', `/activities/${activity.id}`, { ...body, capacityPerDate: 4 });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      errors: {
        capacityPerDate:
          'More places are already booked on a coming date. Raise the number, or move or cancel those reservations first.',
      },
    });
    const [kept] = await t.app.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(kept?.capacityPerDate).toBe(8);

    const exact = await send('PUT', `/activities/${activity.id}`, { ...body, capacityPerDate: 5 });
    expect(exact.statusCode).toBe(200);
    expect(json<{ data: AdminActivity }>(exact).data.capacityPerDate).toBe(5);
    const full = await postActivityReservation(t.app, customer.token, activity.id, {
      reservationDate: date,
      numberOfPersons: 1,
    });
    expect(full.statusCode).toBe(409);

    const unlimited = await send('PUT', `/activities/${activity.id}`, { ...body, capacityPerDate: null });
    expect(json<{ data: AdminActivity }>(unlimited).data.capacityPerDate).toBeNull();
    const update = (await auditOf(activity.id)).find((e) => e.action === 'activity.update');
    expect(update?.details).toMatchObject({ capacityPerDate: 5 });
  });

  it('keeps an activity that has reservations (unpublish instead), and deletes one that has none with its own pictures', async () => {
    const booked = await createActivity(t.app, { name: 'Cooking class with reservations' });
    expect((await postActivityReservation(t.app, customer.token, booked.id)).statusCode).toBe(201);
    const refused = await send('DELETE', `/activities/${booked.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ message: expect.stringContaining('Unpublish it instead') });
    expect((await send('PATCH', `/activities/${booked.id}`, { isPublished: false })).statusCode).toBe(200);
    expect((await publicActivity(booked.slug)).statusCode).toBe(404);

    const image = await upload();
    const demo = '/uploads/demo/activities/medina-cooking-class-1.webp';
    const spare = await created({ ...QUAD, name: 'Spare ride', images: [image, demo], isPublished: true });
    const res = await send('DELETE', `/activities/${spare._id}`);
    expect(res.statusCode).toBe(200);
    expect((await publicActivity(spare.slug)).statusCode).toBe(404);
    expect(existsSync(t.app.storage.pathFor(image)!)).toBe(false);
    expect((await auditOf(spare._id)).map((e) => e.action)).toContain('activity.delete');
    expect((await send('DELETE', `/activities/${spare._id}`)).statusCode).toBe(404);
    expect((await get(`/activities/${spare._id}`)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/activities',
      payload: QUAD,
      headers: bearer(customer.token),
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/activities' })).statusCode).toBe(401);
  });
});
