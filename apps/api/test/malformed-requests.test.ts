import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREADABLE_FORM } from '../src/lib/multipart';
import { bearer, createTestApp, json, type TestApp } from './helpers/app';
import { createUser, type TestUser } from './helpers/factories';

/** Requests broken below the level of any route schema, each found by the fuzz suite answering 500 or off-shape. */
let t: TestApp;
let customer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.app);
  admin = await createUser(t.app, { isAdmin: true });
});
afterAll(async () => t.close());

describe('addresses the router cannot read', () => {
  it.each(['/api/products/slug/%zz', '/api/activities/%E0%A4', '/api/orders/payment/%'])(
    '%s answers 400 in the error shape',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ success: false, message: 'This address is not valid.' });
    },
  );

  it('answers an overlong path parameter 414 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/slug/${'x'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(json(res)).toEqual({ success: false, message: 'This address is too long.' });
  });
});

describe('broken multipart forms', () => {
  const routes = [
    { url: '/api/auth/profile/image', who: () => customer },
    { url: '/api/reviews', who: () => customer },
    { url: '/api/admin/uploads', who: () => admin },
    { url: '/api/activities/import', who: () => admin },
  ];
  const part =
    '------ochre\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\ntitle\r\n';

  it.each(routes)('$url answers 400 to a form without a boundary or cut short', async ({ url, who }) => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=----ochre']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: part,
        headers: { 'content-type': contentType, ...bearer(who().token) },
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(json(res), contentType).toEqual({ success: false, message: UNREADABLE_FORM });
    }
  });
});
