import { PRODUCT_SORTS } from '@ochre/shared/constants';
import type { ProductListResponse, ProductSort } from '@ochre/shared/schemas/products';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { products } from '../../db/schema/catalog';

/**
 * Deep pages are read from the far end of the sort's index and totals are counted once per
 * set of filters: neither may change what a page holds. Every page of every sort is checked
 * against the same order worked out here, over products with many ties.
 */
let t: TestApp;
type Row = typeof products.$inferSelect;
let published: Row[];

beforeAll(async () => {
  t = await createTestApp();
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
  const rows = Array.from({ length: 47 }, (_, i) => ({
    slug: `item-${String(i).padStart(2, '0')}`,
    name: `${i % 3 === 0 ? 'Brass' : 'Cedar'} item ${i}`,
    category: i % 2 ? 'Home Decor' : 'Jewelry',
    // Few distinct values, so the id decides between many equal products.
    priceCents: 1000 * (1 + (i % 5)),
    ratingAvg: [3.5, 4, 4.5][i % 3]!,
    numReviews: i % 4,
    soldCount: i % 6,
    countInStock: i % 7 === 0 ? 0 : 3,
    isFeatured: i % 5 === 0,
    isPublished: i % 11 !== 5,
    createdAt: day(i % 9),
  }));
  await t.app.db.insert(products).values(rows);
  await t.app.settleChanges();
  published = (await t.app.db.select().from(products)).filter((p) => p.isPublished);
});
afterAll(async () => t.close());

const byId = (a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const desc = (x: number, y: number) => y - x;
const ORDERS: Record<ProductSort, (a: Row, b: Row) => number> = {
  featured: (a, b) =>
    desc(Number(a.isFeatured), Number(b.isFeatured)) ||
    desc(a.createdAt.getTime(), b.createdAt.getTime()) ||
    byId(a, b),
  newest: (a, b) => desc(a.createdAt.getTime(), b.createdAt.getTime()) || byId(a, b),
  'price-low': (a, b) => a.priceCents - b.priceCents || byId(a, b),
  'price-high': (a, b) => b.priceCents - a.priceCents || byId(a, b),
  rating: (a, b) => desc(a.ratingAvg, b.ratingAvg) || desc(a.numReviews, b.numReviews) || byId(a, b),
  popular: (a, b) => desc(a.soldCount, b.soldCount) || desc(a.numReviews, b.numReviews) || byId(a, b),
};

/** Every page of a list, one request each, as a visitor paging through would get them. */
async function allPages(query: string, limit: number) {
  const first = json<ProductListResponse>(
    await t.app.inject({ url: `/api/products?${query}&limit=${limit}` }),
  );
  const slugs = first.data.map((p) => p.slug);
  for (let page = 2; page <= first.pagination.pages; page++) {
    const next = json<ProductListResponse>(
      await t.app.inject({ url: `/api/products?${query}&limit=${limit}&page=${page}` }),
    );
    expect(next.pagination).toMatchObject({ total: first.total, pages: first.pagination.pages, page });
    slugs.push(...next.data.map((p) => p.slug));
  }
  return { total: first.total, pages: first.pagination.pages, slugs };
}

describe('product list pages', () => {
  it.each(PRODUCT_SORTS)('hold every published product once, in %s order, on every page', async (sort) => {
    const expected = [...published].sort(ORDERS[sort]).map((p) => p.slug);
    for (const limit of [7, 20]) {
      const { total, pages, slugs } = await allPages(`sortBy=${sort}`, limit);
      expect(total).toBe(expected.length);
      expect(pages).toBe(Math.ceil(expected.length / limit));
      expect(slugs).toEqual(expected);
    }
  });

  it.each(PRODUCT_SORTS)('keep the %s order with filters and a search', async (sort) => {
    const expected = published
      .filter((p) => p.category === 'Jewelry' && p.countInStock > 0 && p.name.startsWith('Brass'))
      .sort(ORDERS[sort])
      .map((p) => p.slug);
    const { total, slugs } = await allPages(`search=bra&category=Jewelry&inStock=true&sortBy=${sort}`, 3);
    expect(total).toBe(expected.length);
    expect(slugs).toEqual(expected);
  });

  it('answer a page past the last with no products and the true total', async () => {
    const body = json<ProductListResponse>(await t.app.inject({ url: '/api/products?limit=20&page=9' }));
    expect(body.data).toEqual([]);
    expect(body.pagination).toMatchObject({ total: published.length, pages: 3, page: 9 });
  });

  it('count again once a product changes', async () => {
    const before = json<ProductListResponse>(await t.app.inject({ url: '/api/products?limit=5' })).total;
    await t.app.db.update(products).set({ isPublished: false }).where(sql`${products.slug} = 'item-00'`);
    await t.app.settleChanges();
    const after = json<ProductListResponse>(await t.app.inject({ url: '/api/products?limit=5&page=2' }));
    expect(after.total).toBe(before - 1);
  });
});
