import { brotliDecompressSync } from 'node:zlib';
import type { Product } from '@ochre/shared/schemas/products';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { products } from '../src/db/schema/catalog';
import { PERSONAL_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../src/plugins/public-cache';
import { bearer, createTestApp, json, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/database';
import { createArticle, createProduct, createUser, type TestUser } from './helpers/factories';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
  customer = await createUser(t.app);
});
afterAll(async () => t.close());

const names = (response: { json(): unknown }) =>
  (response.json() as { data: Product[] }).data.map((p) => p.name).sort();

describe('public reads', () => {
  it('say that a CDN may keep them, and revalidate by ETag', async () => {
    await createProduct(t.app, { slug: 'cedar-box', name: 'Cedar box' });
    const first = await t.app.inject({ url: '/api/products/slug/cedar-box' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    const again = await t.app.inject({
      url: '/api/products/slug/cedar-box',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('come compressed for clients that accept it, with the same content', async () => {
    for (let i = 0; i < 8; i++)
      await createProduct(t.app, { description: 'A long description. '.repeat(20) });
    const plain = await t.app.inject({ url: '/api/products?limit=50' });
    const br = await t.app.inject({
      url: '/api/products?limit=50',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // Later hits are answered from the kept compressed copy, with the same headers.
    const again = await t.app.inject({
      url: '/api/products?limit=50',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    const identity = await t.app.inject({
      url: '/api/products?limit=50',
      headers: { 'accept-encoding': 'br;q=0' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('cache a missing record as a 404 in the error shape, until it is created', async () => {
    const missing = await t.app.inject({ url: '/api/products/slug/not-yet' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: expect.any(String) });
    expect(missing.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    await createProduct(t.app, { slug: 'not-yet', name: 'Now here' });
    const found = await t.app.inject({ url: '/api/products/slug/not-yet' });
    expect(found.statusCode).toBe(200);
    expect(json<{ data: Product }>(found).data.name).toBe('Now here');
  });
});

describe('personal answers', () => {
  it('are never kept by a shared cache', async () => {
    const profile = await t.app.inject({ url: '/api/auth/profile', headers: bearer(customer.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    const orders = await t.app.inject({ url: '/api/orders/myorders', headers: bearer(customer.token) });
    expect(orders.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
  });

  it("an admin's view of a list with drafts is answered fresh and privately; visitors keep the public one", async () => {
    await createArticle(t.app, { slug: 'draft-souks', title: 'Draft on the souks', isPublished: false });
    const visitor = await t.app.inject({ url: '/api/articles' });
    expect(visitor.headers.vary).toBe('Accept-Encoding, Authorization');
    const asAdmin = await t.app.inject({ url: '/api/articles', headers: bearer(admin.token) });
    expect(asAdmin.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    const slugs = (r: { json(): unknown }) =>
      (r.json() as { articles: { slug: string }[] }).articles.map((a) => a.slug);
    expect(slugs(asAdmin)).toContain('draft-souks');
    expect(slugs(visitor)).not.toContain('draft-souks');
    // A signed-in customer gets the public answer, from the cache.
    const asCustomer = await t.app.inject({ url: '/api/articles', headers: bearer(customer.token) });
    expect(asCustomer.headers.etag).toBe(visitor.headers.etag);
  });

  it('answered again from the cache say everything the first answer said, and an admin still reads fresh', async () => {
    await createArticle(t.app, { slug: 'draft-tanneries', title: 'Draft on tanneries', isPublished: false });
    await t.app.settleChanges();
    const first = await t.app.inject({ url: '/api/articles?lang=fr' });
    const hits = await Promise.all([1, 2].map(() => t.app.inject({ url: '/api/articles?lang=fr' })));
    const shared = (r: typeof first) => {
      const { 'x-request-id': _id, date: _date, ...rest } = r.headers;
      return rest;
    };
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['content-security-policy']).toBeTruthy();
    for (const hit of hits) {
      expect(hit.statusCode).toBe(200);
      expect(shared(hit)).toEqual(shared(first));
      expect(hit.body).toBe(first.body);
      expect(hit.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    }
    const asAdmin = await t.app.inject({ url: '/api/articles?lang=fr', headers: bearer(admin.token) });
    expect(asAdmin.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect(asAdmin.body).toContain('draft-tanneries');
    expect(hits[0]?.body).not.toContain('draft-tanneries');
  });
});

describe('unknown API paths', () => {
  it.each(['/api/nonexistent', '/api/products/a/b/c', '/api/admin/nothing-here'])(
    'answer %s with a JSON 404, never a page',
    async (url) => {
      for (const method of ['GET', 'HEAD', 'POST', 'DELETE'] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        if (method !== 'HEAD') {
          expect(response.json()).toEqual({ success: false, message: `No such endpoint: ${method} ${url}` });
        }
      }
    },
  );
});

describe('writes', () => {
  const productInput = {
    name: 'Thuya wood box',
    price: 30,
    category: 'Home Decor',
    countInStock: 4,
    isPublished: true,
  };

  it('show on the next read: a back-office edit, a stock change and an unpublish', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: bearer(admin.token),
      payload: productInput,
    });
    const { _id: id, slug } = json<{ data: { _id: string; slug: string } }>(created).data;
    const list = '/api/products?category=Home%20Decor&limit=100';
    expect(names(await t.app.inject({ url: list }))).toContain('Thuya wood box');
    expect((await t.app.inject({ url: `/api/products/slug/${slug}` })).json()).toMatchObject({
      data: { countInStock: 4 },
    });

    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: bearer(admin.token),
      payload: { ...productInput, slug, name: 'Thuya wood jewellery box' },
    });
    expect(names(await t.app.inject({ url: list }))).toContain('Thuya wood jewellery box');

    // A change that is not an HTTP request of this instance: a background job, another service.
    await t.app.db.update(products).set({ countInStock: 1 }).where(eq(products.id, id));
    await t.app.settleChanges();
    expect((await t.app.inject({ url: `/api/products/slug/${slug}` })).json()).toMatchObject({
      data: { countInStock: 1 },
    });

    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${id}`,
      headers: bearer(admin.token),
      payload: { isPublished: false },
    });
    expect(names(await t.app.inject({ url: list }))).not.toContain('Thuya wood jewellery box');
    expect((await t.app.inject({ url: `/api/products/slug/${slug}` })).statusCode).toBe(404);
  });

  it('reach every instance sharing the database', async () => {
    // A second server on the same database: the PostgreSQL server's, or the same embedded one (which the first closes).
    const database = t.databaseUrl
      ? await openDatabase({ databaseUrl: t.databaseUrl })
      : { ...t.database, close: async () => {} };
    const other: FastifyInstance = await buildApp(t.config, { database });
    await other.ready();
    try {
      const product = await createProduct(t.app, { slug: 'two-instances', countInStock: 9 });
      const stock = async (app: FastifyInstance) =>
        json<{ data: Product }>(await app.inject({ url: '/api/products/slug/two-instances' })).data
          .countInStock;
      expect(await stock(other)).toBe(9);

      await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${product.id}`,
        headers: bearer(admin.token),
        payload: { countInStock: 3 },
      });
      expect(await stock(t.app)).toBe(3);
      // The promise to the back office: within 5 s on every instance (in practice, milliseconds).
      await vi.waitFor(async () => expect(await stock(other)).toBe(3), { timeout: 5000, interval: 20 });
    } finally {
      await other.close();
    }
  });

  // Only a PostgreSQL server has a listening connection of its own that can drop.
  if (TEST_DB === 'pg') {
    it('are not missed while the listening connection is down: it forgets everything when it is back', async () => {
      const product = await createProduct(t.app, { slug: 'reconnect', countInStock: 8 });
      const stock = async () =>
        json<{ data: Product }>(await t.app.inject({ url: '/api/products/slug/reconnect' })).data
          .countInStock;
      expect(await stock()).toBe(8);
      await t.app.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
             where datname = current_database() and query ilike 'listen %'`,
      );
      // Nobody hears this one.
      await t.app.db.update(products).set({ countInStock: 1 }).where(eq(products.id, product.id));
      await vi.waitFor(async () => expect(await stock()).toBe(1), { timeout: 5000, interval: 50 });
    });
  }
});
