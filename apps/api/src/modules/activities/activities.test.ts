import type {
  Activity,
  ActivityFacet,
  ActivityListResponse,
  ActivitySummary,
} from '@ochre/shared/schemas/activities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createActivity } from '../../../test/helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createActivity(t.app, {
    slug: 'sunrise-balloon',
    name: 'Sunrise Hot-Air Balloon',
    category: 'Adventure',
    location: 'Palmeraie',
    priceCents: 195_00,
    marketPriceCents: 240_00,
    isFeatured: true,
    ratingAvg: 4.9,
    numReviews: 12,
    tags: ['balloon', 'sunrise'],
    capacityPerDate: 12,
  });
  await createActivity(t.app, {
    slug: 'camel-ride',
    name: 'Camel Ride through the Palm Groves',
    category: 'Desert Experiences',
    location: 'Palmeraie',
    priceCents: 35_00,
    marketPriceCents: 40_00,
    ratingAvg: 4.5,
  });
  await createActivity(t.app, {
    slug: 'agafay-dinner',
    name: 'Agafay Desert Dinner',
    category: 'Desert Experiences',
    location: 'Agafay Desert',
    priceCents: 75_00,
    marketPriceCents: null,
    ratingAvg: 4.7,
  });
  await createActivity(t.app, {
    slug: 'hidden-draft',
    name: 'Unpublished Tour',
    category: 'Adventure',
    isPublished: false,
  });
});
afterAll(async () => t.close());

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/activities${query}` });
  expect(res.statusCode).toBe(200);
  return json<ActivityListResponse>(res);
};
const names = (body: ActivityListResponse) => body.activities.map((a) => a.name);

describe('GET /activities', () => {
  it('lists published activities, featured first, at `activities` with pagination', async () => {
    const body = await list();
    expect(names(body)).toEqual([
      'Sunrise Hot-Air Balloon',
      'Agafay Desert Dinner',
      'Camel Ride through the Palm Groves',
    ]);
    expect(body.pagination).toMatchObject({ total: 3, pages: 1, page: 1 });
    expect(body.data).toEqual(body.activities);
  });

  it('lists only featured activities when asked, as the home page does', async () => {
    const body = await list('?featured=true&limit=3');
    expect(names(body)).toEqual(['Sunrise Hot-Air Balloon']);
    expect(body.pagination).toMatchObject({ total: 1, pages: 1 });
    expect(names(await list('?featured=false'))).toHaveLength(3);
  });

  it('shows every SPEC field in dollars, with the discount from the market price', async () => {
    const [balloon] = (await list('?search=balloon')).activities as [ActivitySummary];
    expect(balloon).toMatchObject({
      slug: 'sunrise-balloon',
      category: 'Adventure',
      location: 'Palmeraie',
      price: 195,
      marketPrice: 240,
      discountPercentage: 19,
      currency: 'USD',
      rating: 4.9,
      numReviews: 12,
      tags: ['balloon', 'sunrise'],
      minParticipants: 1,
      maxParticipants: 8,
      difficulty: 'easy',
      isFeatured: true,
      capacityPerDate: 12,
    });
    expect(balloon._id).toMatch(/^[a-z0-9]{24}$/);
  });

  it("leaves what only the activity's own page shows to that page", async () => {
    const [listed] = (await list('?search=balloon')).activities;
    const page = json<{ data: Activity }>(
      await t.app.inject({ method: 'GET', url: '/api/activities/sunrise-balloon' }),
    ).data;
    for (const field of [
      'description',
      'requirements',
      'included',
      'cancellationPolicy',
      'booking',
      'seoTitle',
    ]) {
      expect(listed).not.toHaveProperty(field);
      expect(page).toHaveProperty(field);
    }
  });

  it('searches by the start of words in the name, category, location and summary', async () => {
    expect(names(await list('?search=camel'))).toEqual(['Camel Ride through the Palm Groves']);
    expect(names(await list('?search=agaf'))).toEqual(['Agafay Desert Dinner']);
    expect(names(await list('?search=desert%20dinner'))).toEqual(['Agafay Desert Dinner']);
    expect(names(await list('?search=%27%3A*%20%26'))).toHaveLength(3);
  });

  it('filters by category, location and price range in dollars', async () => {
    expect(names(await list('?category=Desert%20Experiences&sort=price-low'))).toEqual([
      'Camel Ride through the Palm Groves',
      'Agafay Desert Dinner',
    ]);
    expect(names(await list('?location=Palmeraie&sort=price-high'))).toEqual([
      'Sunrise Hot-Air Balloon',
      'Camel Ride through the Palm Groves',
    ]);
    expect(names(await list('?minPrice=40&maxPrice=200&sort=price-low'))).toEqual([
      'Agafay Desert Dinner',
      'Sunrise Hot-Air Balloon',
    ]);
  });

  it('sorts by rating and pages in the database', async () => {
    const first = await list('?sort=rating&limit=2');
    expect(names(first)).toEqual(['Sunrise Hot-Air Balloon', 'Agafay Desert Dinner']);
    expect(first.pagination).toMatchObject({ total: 3, pages: 2, page: 1, limit: 2 });
    expect(names(await list('?sort=rating&limit=2&page=2'))).toEqual(['Camel Ride through the Palm Groves']);
  });

  it('refuses an unknown sort with a clear message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/activities?sort=cheapest' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Sort must be one of: featured, rating, price-low, price-high, newest.');
  });
});

describe('facets', () => {
  it('counts published activities per category (SPEC §3 {_id, count})', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/activities/categories' });
    expect(json<{ data: ActivityFacet[] }>(res).data).toEqual([
      { _id: 'Adventure', count: 1 },
      { _id: 'Desert Experiences', count: 2 },
    ]);
  });

  it('counts them per location', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/activities/locations' });
    expect(json<{ data: ActivityFacet[] }>(res).data).toEqual([
      { _id: 'Agafay Desert', count: 1 },
      { _id: 'Palmeraie', count: 2 },
    ]);
  });
});

describe('GET /activities/{slug}', () => {
  it('answers one activity at `data`, by slug or id', async () => {
    const bySlug = json<{ data: Activity }>(
      await t.app.inject({ method: 'GET', url: '/api/activities/camel-ride' }),
    ).data;
    expect(bySlug).toMatchObject({ name: 'Camel Ride through the Palm Groves', price: 35 });
    const byId = await t.app.inject({ method: 'GET', url: `/api/activities/${bySlug._id}` });
    expect(json<{ data: Activity }>(byId).data.slug).toBe('camel-ride');
  });

  it('says an unknown or unpublished activity does not exist (SPEC §8)', async () => {
    for (const slug of ['no-such-tour', 'hidden-draft']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/activities/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({
        success: false,
        message: "The activity you're looking for doesn't exist or has been removed.",
      });
    }
  });
});
