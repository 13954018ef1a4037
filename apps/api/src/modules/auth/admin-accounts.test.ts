import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createUser } from '../../../test/helpers/factories';
import { createAdminAccounts } from './admin-accounts';

let t: TestApp;
let accounts: ReturnType<typeof createAdminAccounts>;
beforeAll(async () => {
  t = await createTestApp();
  accounts = createAdminAccounts({ db: t.app.db });
});
afterAll(async () => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('admin account commands', () => {
  it('create makes an admin who can sign in, and refuses an e-mail already taken', async () => {
    await accounts.create({ email: 'Owner@Riad.example', password: 'first-password-1' });
    const res = await login('owner@riad.example', 'first-password-1');
    expect(res.statusCode).toBe(200);
    expect(json<{ data: { isAdmin: boolean } }>(res).data.isAdmin).toBe(true);
    await expect(
      accounts.create({ email: 'owner@riad.example', password: 'another-password' }),
    ).rejects.toThrow(/already exists/);
  });

  it('follows the sign-up rules for e-mail and password', async () => {
    await expect(accounts.create({ email: 'not-an-email', password: 'short' })).rejects.toMatchObject({
      errors: { email: expect.any(String), password: expect.any(String) },
    });
  });

  it('promote makes an existing customer an admin', async () => {
    const customer = await createUser(t.app);
    await accounts.promote({ email: customer.email });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(customer.token),
    });
    expect(json<{ data: { isAdmin: boolean } }>(me).data.isAdmin).toBe(true);
    await expect(accounts.promote({ email: 'nobody@example.com' })).rejects.toThrow(/No account/);
  });

  it('reset-password sets a new password and signs out earlier sessions', async () => {
    const admin = await createUser(t.app, { isAdmin: true });
    await accounts.resetPassword({ email: admin.email, password: 'brand-new-password' });
    expect((await login(admin.email, admin.password)).statusCode).toBe(401);
    expect((await login(admin.email, 'brand-new-password')).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(admin.token) });
    expect(me.statusCode).toBe(401);
  });
});
