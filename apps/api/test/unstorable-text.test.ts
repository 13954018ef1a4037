import { messages } from '@ochre/shared/schemas/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema/catalog';
import { bearer, createTestApp, json, type TestApp } from './helpers/app';
import { createProduct, createUser, type TestUser } from './helpers/factories';
import { multipartBody, testPicture } from './helpers/multipart';
import { SHIPPING_ADDRESS } from './helpers/orders';

/**
 * Issue 20: text PostgreSQL cannot store (NUL, lone UTF-16 halves) is refused at every
 * entry point with a 400 naming the field, and nothing is written.
 */
const bad = messages.unstorable;

let t: TestApp;
let customer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.app);
  admin = await createUser(t.app, { isAdmin: true });
});
afterAll(async () => t.close());

function expectRefused(response: { statusCode: number; json(): unknown }, errors: Record<string, string>) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ success: false, message: bad, errors });
}

describe('path parameters and query strings', () => {
  it.each([
    ['/api/products/slug/%00', 'slug'],
    ['/api/products/slug/abc%00def', 'slug'],
    ['/api/activities/%00', 'slug'],
    ['/api/articles/slug/%00', 'slug'],
    ['/api/orders/payment/%00', 'token'],
    ['/api/reservations/payment/%00', 'token'],
  ])('GET %s answers 400 naming %s', async (url, field) => {
    expectRefused(await t.app.inject({ method: 'GET', url }), { [field]: bad });
  });

  it('refuses a NUL in a query string, one value of a repeated key included', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/products?search=%00' }), { search: bad });
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/products?search=lamp&search=x%00' }), {
      'search.1': bad,
    });
  });

  it('checks after the guards: a guest still gets 401 on a private route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/%00' });
    expect(res.statusCode).toBe(401);
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/orders/%00',
      headers: bearer(customer.token),
    });
    expectRefused(asCustomer, { id: bad });
  });
});

describe('JSON bodies', () => {
  it('names the nested field of a NUL or a lone UTF-16 half, and places no order', async () => {
    const product = await createProduct(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(customer.token), 'content-type': 'application/json' },
      payload: JSON.stringify({
        orderItems: [{ product: product.id, qty: 1, name: 'Lantern \uD800' }],
        shippingAddress: { ...SHIPPING_ADDRESS, address: '12 Derb\u0000 Sidi' },
      }),
    });
    expectRefused(res, { 'orderItems.0.name': bad, 'shippingAddress.address': bad });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/orders/myorders',
      headers: bearer(customer.token),
    });
    expect(json<{ data: unknown[] }>(mine).data).toEqual([]);
  });

  it('refuses a NUL in a key, where a record schema would have kept it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload:
        '{"name":"Amina","email":"amina@example.com","subject":"Hi","message":"Hello there, friends.","\\u0000":1}',
    });
    expectRefused(res, { '\0': bad });
  });
});

describe('multipart forms', () => {
  it('refuses a NUL in a text field', async () => {
    const product = await createProduct(t.app);
    const form = multipartBody({ product: product.id, rating: '5', comment: 'Lovely brass\0 work here.' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(customer.token) },
    });
    expectRefused(res, { comment: bad });
  });

  it('refuses a NUL in a file name, named by its field, and stores no picture', async () => {
    const form = multipartBody({}, [
      { field: 'image', filename: 'me\0.png', bytes: await testPicture(64, 64) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile/image',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(customer.token) },
    });
    expectRefused(res, { image: bad });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(customer.token),
    });
    expect(json<{ data: { image?: string | null } }>(profile).data.image ?? null).toBeNull();
  });
});

describe('activity imports', () => {
  function upload(filename: string, content: string, type: string) {
    const form = multipartBody({}, [{ field: 'file', filename, bytes: Buffer.from(content), type }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/activities/import',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(admin.token) },
    });
  }

  async function activityCount() {
    return (await t.app.db.select().from(activities)).length;
  }

  it('rejects the CSV row holding a NUL, naming its column, and imports nothing', async () => {
    const csv = [
      'title,category,location,price,duration',
      'Atlas Day Hike,Adventure,Imlil,75,8 hours',
      'Agafay\0 Dinner,Food & Cooking,Agafay,60,4 hours',
    ].join('\n');
    const res = await upload('activities.csv', csv, 'text/csv');
    expect(res.statusCode).toBe(400);
    const body = json<{ success: boolean; errors: Record<string, string>; data: { committed: boolean } }>(
      res,
    );
    expect(body).toMatchObject({ success: false, errors: { 'rows.3': `title: ${bad}` } });
    expect(body.data.committed).toBe(false);
    expect(await activityCount()).toBe(0);
  });

  it('rejects the JSON entries holding a NUL or a lone UTF-16 half, nested lists included', async () => {
    const rows = [
      { title: 'Atlas Day Hike', category: 'Adventure', location: 'Imlil', price: 75, duration: '8 hours' },
      {
        title: 'Souk walk',
        category: 'Culture',
        location: 'Medina',
        price: 20,
        duration: '2h',
        tags: ['ok', 'x\0'],
      },
      { title: 'Tea \uDC00', category: 'Culture', location: 'Medina', price: 10, duration: '1h' },
    ];
    const res = await upload('activities.json', JSON.stringify(rows), 'application/json');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      success: false,
      errors: { 'rows.2': `tags.1: ${bad}`, 'rows.3': `title: ${bad}` },
    });
    expect(await activityCount()).toBe(0);
  });

  it('refuses a file name with a NUL, which the audit log would keep', async () => {
    const csv = 'title,category,location,price,duration\nAtlas Day Hike,Adventure,Imlil,75,8 hours';
    expectRefused(await upload('acti\0vities.csv', csv, 'text/csv'), { file: bad });
    expect(await activityCount()).toBe(0);
  });
});
