import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/newsletter', () => {
  const subscribe = (email: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });

  it('stores a subscription once', async () => {
    expect((await subscribe('reader@example.com')).statusCode).toBe(201);
    const again = await subscribe('Reader@Example.com');
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ success: false, message: 'This email is already subscribed.' });
  });

  it('refuses an invalid address', async () => {
    const res = await subscribe('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ errors: { email: 'Please enter a valid email address' } });
  });
});
