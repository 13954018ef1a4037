import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers/app';
import { createUser, type TestUser } from './helpers/factories';

let t: TestApp;
let customer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.app);
  admin = await createUser(t.app, { isAdmin: true });
});
afterAll(async () => t.close());

/** Every route behind `requireAdmin`, as the running app registered them (issue 6: the authorisation matrix). */
const concrete = (url: string) => url.replace(/:(\w+)/g, 'does-not-exist');

describe('authorisation matrix for admin routes', () => {
  it('has admin routes to check, the whole back office among them', () => {
    const routes = t.app.adminRoutes.map(({ method, url }) => `${method} ${url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/admin/dashboard',
        'POST /api/admin/uploads',
        'GET /api/admin/products',
        'POST /api/admin/products',
        'PUT /api/admin/products/:id',
        'PATCH /api/admin/products/:id',
        'DELETE /api/admin/products/:id',
        'GET /api/admin/articles',
        'POST /api/admin/articles',
        'PUT /api/admin/articles/:id',
        'PATCH /api/admin/articles/:id',
        'DELETE /api/admin/articles/:id',
        'POST /api/admin/videos',
        'PUT /api/admin/videos/:id',
        'PATCH /api/admin/videos/:id',
        'DELETE /api/admin/videos/:id',
        'GET /api/admin/activities',
        'GET /api/admin/activities/:id',
        'POST /api/admin/activities',
        'PUT /api/admin/activities/:id',
        'PATCH /api/admin/activities/:id',
        'DELETE /api/admin/activities/:id',
        'GET /api/admin/travels',
        'GET /api/admin/travels/:id',
        'POST /api/admin/travels',
        'PUT /api/admin/travels/:id',
        'PATCH /api/admin/travels/:id',
        'DELETE /api/admin/travels/:id',
        'GET /api/admin/orders',
        'GET /api/admin/orders/:id',
        'POST /api/admin/orders/:id/mark-paid',
        'POST /api/admin/orders/:id/mark-shipped',
        'GET /api/admin/messages',
        'GET /api/admin/messages/:id',
        'POST /api/admin/messages/:id/replies',
        'PATCH /api/admin/messages/:id',
        'GET /api/admin/newsletter',
        'GET /api/admin/newsletter/export',
        'DELETE /api/admin/newsletter/:id',
        'GET /api/admin/reviews',
        'PATCH /api/admin/reviews/:id',
        'GET /api/admin/jobs/queues',
        'GET /api/admin/jobs/failed',
        'POST /api/admin/jobs/:queue/:id/retry',
        'POST /api/activities/import',
        'GET /api/activities/import/template',
      ]),
    );
  });

  it('answers guests 401, customers 403, and lets admins through', async () => {
    for (const { method, url } of t.app.adminRoutes) {
      const request = {
        method: method as 'GET',
        url: concrete(url),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      };
      const guest = await t.app.inject(request);
      expect(guest.statusCode, `${method} ${url} as a guest`).toBe(401);
      const asCustomer = await t.app.inject({ ...request, headers: bearer(customer.token) });
      expect(asCustomer.statusCode, `${method} ${url} as a customer`).toBe(403);
      const asAdmin = await t.app.inject({ ...request, headers: bearer(admin.token) });
      expect([401, 403], `${method} ${url} as an admin answered ${asAdmin.statusCode}`).not.toContain(
        asAdmin.statusCode,
      );
      expect(asAdmin.statusCode, `${method} ${url} as an admin must not fail`).toBeLessThan(500);
    }
  });
});
