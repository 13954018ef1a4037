import type { Subscriber } from '@ochre/shared/schemas/newsletter';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createUser } from '../../../test/helpers/factories';
import { auditLog } from '../../db/schema/content';

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

describe('newsletter subscribers in the back office', () => {
  it('lists, exports as CSV and removes subscribers, admins only', async () => {
    const admin = await createUser(t.app, { isAdmin: true });
    const customer = await createUser(t.app);
    for (const email of ['amina@example.com', 'bruno@example.com', '-cmd@example.com']) {
      await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter?search=bruno',
      headers: bearer(admin.token),
    });
    const subscribers = json<{ data: Subscriber[] }>(list).data;
    expect(subscribers.map((s) => s.email)).toEqual(['bruno@example.com']);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/export',
      headers: bearer(admin.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['email', 'subscribed_at']);
    expect(rows.map((row) => row[0])).toEqual(
      expect.arrayContaining(['amina@example.com', 'bruno@example.com', "'-cmd@example.com"]),
    );
    expect(rows.slice(1).every((row) => !Number.isNaN(Date.parse(row[1]!)))).toBe(true);

    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/export',
      headers: bearer(customer.token),
    });
    expect(asCustomer.statusCode).toBe(403);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/newsletter/${subscribers[0]!._id}`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter',
      headers: bearer(admin.token),
    });
    expect(json<{ data: Subscriber[] }>(after).data.map((s) => s.email)).not.toContain('bruno@example.com');
    const actions = (await t.app.db.select().from(auditLog)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['newsletter.export', 'newsletter.unsubscribe']));
  });
});
