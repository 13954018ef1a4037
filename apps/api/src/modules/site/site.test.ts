import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createUser } from '../../../test/helpers/factories';
import { siteRepository } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('site API', () => {
  it('answers health with the database state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok', db: 'ok' });
  });

  it('lists the homepage sections in SPEC order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/homepage-sections' });
    const names = json<{ data: { name: string; enabled: boolean; order: number }[] }>(res).data.map(
      (s) => s.name,
    );
    expect(names).toEqual([
      'hero',
      'categories',
      'instagram',
      'features',
      'external-reviews',
      'hosting',
      'activities',
      'flights',
      'four-part-widget',
      'stats',
      'cta',
    ]);
  });

  it('serves public settings to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: { general: { siteName: string } } }>(res).data.general.siteName).toBe('Ochre');
    const general = await t.app.inject({ method: 'GET', url: '/api/settings/general' });
    expect(json(general)).toMatchObject({ success: true, data: { siteName: 'Ochre' } });
  });

  it('keeps the display rates the back office sets, with their day, and refuses nonsense', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(json<{ data: { currency: unknown } }>(before).data.currency).toEqual({
      eurPerUsd: 0.86,
      madPerUsd: 9.2,
      asOf: '2026-11-01',
    });
    const admin = await createUser(t.app, { isAdmin: true });
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/settings/currency', headers: bearer(admin.token), payload });
    expect((await put({ eurPerUsd: 0, madPerUsd: 9.1, asOf: '2026-11-20' })).statusCode).toBe(400);
    expect((await put({ eurPerUsd: 0.9, madPerUsd: 9.1, asOf: '20 Nov' })).statusCode).toBe(400);
    const customer = await createUser(t.app);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/currency',
      headers: bearer(customer.token),
      payload: { eurPerUsd: 0.9, madPerUsd: 9.1, asOf: '2026-11-20' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await put({ eurPerUsd: 0.8712, madPerUsd: 9.1543, asOf: '2026-11-20' })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(json<{ data: { currency: unknown } }>(after).data.currency).toEqual({
      eurPerUsd: 0.8712,
      madPerUsd: 9.1543,
      asOf: '2026-11-20',
    });
  });

  it('keeps other settings sections for admins', async () => {
    await siteRepository.upsertSettingsSection(t.app.db, 'payments', { bankDetails: 'secret' });
    const guest = await t.app.inject({ method: 'GET', url: '/api/settings/payments' });
    expect(guest.statusCode).toBe(403);
    const customer = await createUser(t.app);
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/settings/payments',
      headers: bearer(customer.token),
    });
    expect(asCustomer.statusCode).toBe(403);
    const admin = await createUser(t.app, { isAdmin: true });
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/settings/payments',
      headers: bearer(admin.token),
    });
    expect(json(asAdmin)).toEqual({ success: true, data: { bankDetails: 'secret' } });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/settings/nothing',
      headers: bearer(admin.token),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers unknown endpoints with the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ success: false, message: 'No such endpoint: GET /api/nope' });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toMatch(/[\w-]{8,}/);
  });
});

describe('site administration', () => {
  it('saves public settings after validating them, and records who did it', async () => {
    const admin = await createUser(t.app, { isAdmin: true });
    const general = {
      siteName: 'Ochre Marrakech',
      siteDescription: 'Guides, cooks and makers.',
      contactPhone: '+212 524 00 00 00',
      contactEmail: 'hello@ochre.example',
      address: { street: '24 Derb Dabachi', city: 'Marrakech', state: 'Marrakech-Safi', postalCode: '40000' },
    };
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/general',
      headers: bearer(admin.token),
      payload: { ...general, contactEmail: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/general',
      headers: bearer(admin.token),
      payload: general,
    });
    expect(ok.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(json<{ data: { general: unknown } }>(read).data.general).toEqual(general);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/payments',
      headers: bearer(admin.token),
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?entity=settings',
      headers: bearer(admin.token),
    });
    expect(json<{ data: { action: string; entityId: string }[] }>(log).data[0]).toMatchObject({
      action: 'settings.update',
      entityId: 'general',
    });
  });

  it('reorders and hides homepage sections', async () => {
    const admin = await createUser(t.app, { isAdmin: true });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/homepage-sections',
      headers: bearer(admin.token),
      payload: [
        { name: 'stats', enabled: true, order: 1 },
        { name: 'hero', enabled: true, order: 2 },
        { name: 'flights', enabled: false, order: 3 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const list = json<{ data: { name: string; enabled: boolean }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/homepage-sections' }),
    ).data;
    expect(list.slice(0, 3)).toEqual([
      { name: 'stats', enabled: true, order: 1 },
      { name: 'hero', enabled: true, order: 2 },
      { name: 'flights', enabled: false, order: 3 },
    ]);
    const duplicate = await t.app.inject({
      method: 'PUT',
      url: '/api/homepage-sections',
      headers: bearer(admin.token),
      payload: [
        { name: 'hero', enabled: true, order: 1 },
        { name: 'hero', enabled: false, order: 2 },
      ],
    });
    expect(duplicate.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/homepage-sections',
      headers: bearer(admin.token),
      payload: [{ name: 'casino', enabled: true, order: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
  });
});
