import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { activities, products, travelPrograms } from '../schema/catalog';
import { articles, reviews, socialVideos } from '../schema/content';
import { users } from '../schema/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SEED_DEMO: 'true',
    ADMIN_EMAIL: 'owner@ochre.test',
    ADMIN_PASSWORD: 'owner-password',
  });
});
afterAll(async () => t.close());

const total = async (table: PgTable) => {
  const [row] = await t.app.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
};

describe('demo catalogue', () => {
  it('has the catalogue the foundation promises', async () => {
    expect(await total(products)).toBeGreaterThanOrEqual(24);
    expect(await total(activities)).toBeGreaterThanOrEqual(12);
    expect(await total(travelPrograms)).toBeGreaterThanOrEqual(4);
    expect(await total(articles)).toBeGreaterThanOrEqual(9);
    expect(await total(socialVideos)).toBeGreaterThanOrEqual(12);
    const [categories] = await t.app.db
      .select({ n: sql<number>`count(distinct ${products.category})::int` })
      .from(products);
    expect(categories?.n).toBeGreaterThanOrEqual(5);
    const [drafts] = await t.app.db
      .select({ n: count() })
      .from(articles)
      .where(eq(articles.isPublished, false));
    expect(drafts?.n).toBeGreaterThanOrEqual(1);
    const [outOfStock] = await t.app.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.countInStock, 0));
    expect(outOfStock?.n).toBe(1);
  });

  it('keeps ratings in step with the reviews', async () => {
    expect(await total(reviews)).toBeGreaterThan(30);
    const rows = await t.app.db.execute<{
      id: string;
      stored: number;
      n: number;
      actual: number | null;
      reviews: number;
    }>(sql`
      select p.id, p.rating_avg as stored, p.num_reviews as n,
             (select round(avg(r.rating)::numeric, 2)::float from reviews r where r.ref_model = 'Product' and r.ref_id = p.id) as actual,
             (select count(*)::int from reviews r where r.ref_model = 'Product' and r.ref_id = p.id) as reviews
      from products p`);
    for (const row of rows.rows) {
      expect(row.n).toBe(row.reviews);
      expect(row.stored).toBeCloseTo(row.actual ?? 0, 2);
    }
  });

  it('serves the shipped pictures from the uploads folder', async () => {
    const [product] = await t.app.db.select({ images: products.images }).from(products).limit(1);
    const image = product!.images[0]!;
    expect(image).toMatch(/^\/uploads\/demo\/.+\.webp$/);
    const res = await t.app.inject({ method: 'GET', url: image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const small = await t.app.inject({ method: 'GET', url: image.replace('.webp', '-480.webp') });
    expect(small.statusCode).toBe(200);
  });

  it('creates the configured admin, and loads the demo only once', async () => {
    const [admin] = await t.app.db.select().from(users).where(eq(users.email, 'owner@ochre.test'));
    expect(admin?.isAdmin).toBe(true);
    const before = await total(products);
    const { prepareDatabase } = await import('../startup');
    await prepareDatabase(t.database, { ...t.config, seedDemo: true }, t.app.services.auth, t.app.log);
    expect(await total(products)).toBe(before);
  });
});
