import type { Pagination } from '@ochre/shared/schemas/common';
import type { SocialVideo } from '@ochre/shared/schemas/videos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createUser, createVideo, type TestUser } from '../../../test/helpers/factories';

let t: TestApp;
let admin: TestUser;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
  // Fourteen active travel clips, newest last, and a handful of others.
  for (let i = 0; i < 14; i++) {
    await createVideo(t.app, {
      title: `Rooftop clip ${i}`,
      createdAt: new Date(Date.now() - (30 - i) * DAY),
    });
  }
  await createVideo(t.app, {
    title: 'Tangia from the furnace',
    description: 'Slow-cooked in the embers of a hammam.',
    category: 'food',
    featured: true,
    locationName: 'Mechoui Alley',
    likes: 15400,
    comments: 633,
  });
  await createVideo(t.app, { title: 'How to pour mint tea', category: 'tips', featured: true });
  await createVideo(t.app, { title: 'Old teaser', category: 'tips', isActive: false });
});
afterAll(async () => t.close());

const list = async (query: string, token?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/instagram${query}`,
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode).toBe(200);
  return json<{ success: true; data: SocialVideo[]; pagination: Pagination }>(res);
};

describe('GET /api/instagram', () => {
  it('pages active videos twelve at a time, newest first', async () => {
    const first = await list('?page=1&limit=12&active=true');
    expect(first.data).toHaveLength(12);
    expect(first.pagination).toEqual({ total: 16, pages: 2, page: 1, limit: 12 });
    const second = await list('?page=2&limit=12&active=true');
    expect(second.data).toHaveLength(4);
    expect(second.data.at(-1)?.title).toBe('Rooftop clip 0');
  });

  it('filters by category, featured and search words', async () => {
    const food = await list('?active=true&category=food');
    expect(food.data.map((v) => v.title)).toEqual(['Tangia from the furnace']);
    expect(food.data[0]).toMatchObject({
      location: { name: 'Mechoui Alley' },
      likes: 15400,
      comments: 633,
      featured: true,
      category: 'food',
      embedUrl: '/uploads/demo/videos/jemaa-el-fna-dusk.webm',
    });
    expect((await list('?category=all')).pagination.total).toBe(16);
    const featured = await list('?active=true&featured=true&limit=6');
    expect(featured.data.map((v) => v.title).sort()).toEqual([
      'How to pour mint tea',
      'Tangia from the furnace',
    ]);
    expect((await list('?featured=false')).pagination.total).toBe(14);
    expect((await list('?search=EMBERS')).data.map((v) => v.title)).toEqual(['Tangia from the furnace']);
    expect((await list('?search=mechoui')).data).toHaveLength(1);
    expect((await list('?search=mint%20tea&category=tips')).data).toHaveLength(1);
    expect((await list('?search=nothing-like-this')).data).toEqual([]);
  });

  it('never shows hidden videos to visitors, whatever they ask', async () => {
    expect((await list('?active=false')).data.map((v) => v.title)).not.toContain('Old teaser');
    expect((await list('?category=tips')).data.map((v) => v.title)).toEqual(['How to pour mint tea']);
    const hidden = await list('?active=false', admin.token);
    expect(hidden.data.map((v) => v.title)).toEqual(['Old teaser']);
    expect((await list('', admin.token)).pagination.total).toBe(17);
  });

  it('refuses unknown categories and odd paging', async () => {
    for (const query of ['?category=music', '?limit=0', '?limit=500', '?page=0', '?active=maybe']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/instagram${query}` });
      expect(res.statusCode).toBe(400);
    }
  });
});
