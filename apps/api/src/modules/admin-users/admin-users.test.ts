import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createUser } from '../../../test/helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const patch = (token: string, id: string, isAdmin: boolean) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${id}`,
    headers: bearer(token),
    payload: { isAdmin },
  });

describe('admin users', () => {
  it('searches users by name or e-mail', async () => {
    const admin = await createUser(t.app, { isAdmin: true, name: 'Hassan Admin' });
    await createUser(t.app, { name: 'Leila Bennani', email: 'leila@example.com' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?search=bennani',
      headers: bearer(admin.token),
    });
    const body = json<{ data: { email: string }[]; pagination: { total: number } }>(res);
    expect(body.data.map((u) => u.email)).toEqual(['leila@example.com']);
    expect(body.pagination.total).toBe(1);
  });

  it('makes and removes admins, records it, and always keeps one', async () => {
    const first = await createUser(t.app, { isAdmin: true });
    const other = await createUser(t.app);
    expect((await patch(first.token, other.id, true)).statusCode).toBe(200);
    expect((await patch(other.token, first.id, false)).statusCode).toBe(200);

    const admins = json<{ data: { _id: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/admin/users?role=admin', headers: bearer(other.token) }),
    ).data;
    for (const remaining of admins.filter((a) => a._id !== other.id)) {
      expect((await patch(other.token, remaining._id, false)).statusCode).toBe(200);
    }
    const last = await patch(other.token, other.id, false);
    expect(last.statusCode).toBe(409);
    expect(json(last)).toMatchObject({
      message: 'The last administrator cannot be removed. Make someone else an administrator first.',
    });

    const log = json<{ data: { action: string; entityId: string; actor: { email: string } }[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit-log?entity=user',
        headers: bearer(other.token),
      }),
    ).data;
    expect(
      log.some(
        (e) => e.action === 'user.make_admin' && e.entityId === other.id && e.actor.email === first.email,
      ),
    ).toBe(true);
    expect(log.some((e) => e.action === 'user.remove_admin' && e.entityId === first.id)).toBe(true);
  });
});
