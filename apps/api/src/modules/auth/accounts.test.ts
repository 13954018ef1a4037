import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createUser } from '../../../test/helpers/factories';
import { startFakeGoogle } from '../../../test/helpers/fake-google';
import { waitForEmail } from '../../../test/helpers/outbox';
import { passwordResets, users } from '../../db/schema/users';
import { newId } from '../../lib/ids';
import { ACCOUNT_LOCKED } from './account-limits';
import { hashingGate } from './passwords';
import { GOOGLE_EMAIL_UNVERIFIED } from './service';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestApp;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp(google.env);
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const post = (url: string, payload: object, extra: { remoteAddress?: string; app?: TestApp['app'] } = {}) =>
  (extra.app ?? t.app).inject({ method: 'POST', url, payload, remoteAddress: extra.remoteAddress });
const login = (email: string, password: string, remoteAddress?: string, app?: TestApp['app']) =>
  post('/api/auth/login', { email, password }, { remoteAddress, app });
const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
const uniqueEmail = (who: string) => `${who}-${newId(8)}@example.com`;

describe('Google sign-in', () => {
  it('answers 401 to a token whose e-mail Google has not verified, creating and linking nothing', async () => {
    const owner = await createUser(t.app);
    for (const email of [uniqueEmail('new'), owner.email]) {
      const credential = await google.idToken({ sub: newId(12), email, email_verified: false });
      const res = await post('/api/auth/google', { credential });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ success: false, message: GOOGLE_EMAIL_UNVERIFIED });
    }
    const rows = await t.app.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows.map((row) => row.googleSub)).toEqual([null]);
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('takes a pre-registered account back from a stranger: their password and sessions stop working', async () => {
    const email = uniqueEmail('victim');
    // A stranger registers the victim's address first, with a password of their own.
    const squatter = await post('/api/auth/register', { name: 'Squatter', email, password: 'stranger-pass' });
    expect(squatter.statusCode).toBe(201);
    const squatterToken = json<{ data: { token: string; _id: string } }>(squatter).data;

    const credential = await google.idToken({ sub: newId(12), email, email_verified: true, name: 'Victim' });
    const signedIn = await post('/api/auth/google', { credential });
    expect(signedIn.statusCode).toBe(200);
    const owner = json<{ data: { token: string; _id: string } }>(signedIn).data;
    expect(owner._id).toBe(squatterToken._id);

    expect((await login(email, 'stranger-pass')).statusCode).toBe(401);
    expect((await profile(squatterToken.token)).statusCode).toBe(401);
    expect((await profile(owner.token)).statusCode).toBe(200);
  });
});

describe('failed sign-ins per account', () => {
  it('locks an account after 10 failures from 10 addresses, with Retry-After, and leaves others alone', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    for (let n = 0; n < 10; n++) {
      expect((await login(user.email, 'wrong-guess', `198.51.100.${n + 1}`)).statusCode).toBe(401);
    }
    // Even the right password, from a fresh address, waits now.
    const locked = await login(user.email, user.password, '198.51.100.200');
    expect(locked.statusCode).toBe(429);
    expect(json(locked)).toEqual({ success: false, message: ACCOUNT_LOCKED });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await login(other.email, other.password, '198.51.100.1')).statusCode).toBe(200);
  });

  it('counts the failures of every instance together through Redis', async () => {
    const first = await createTestApp({ REDIS_URL });
    const second = await createTestApp({ REDIS_URL });
    try {
      const user = await createUser(first.app);
      for (let n = 0; n < 10; n++) {
        const app = n % 2 === 0 ? first.app : second.app;
        expect((await login(user.email, 'wrong-guess', `203.0.113.${n + 1}`, app)).statusCode).toBe(401);
      }
      const locked = await login(user.email, user.password, '203.0.113.99', first.app);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('password hashing', () => {
  it('never runs more hashes at once than the global cap, however many sign-ins arrive', async () => {
    const user = await createUser(t.app);
    let peak = 0;
    let queued = 0;
    let sampling = true;
    const sample = async () => {
      while (sampling) {
        peak = Math.max(peak, hashingGate.active);
        queued = Math.max(queued, hashingGate.waiting);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const sampler = sample();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        login(user.email, n % 2 ? user.password : 'wrong', `192.0.2.${n}`),
      ),
    );
    sampling = false;
    await sampler;
    expect(answers.map((res) => res.statusCode).sort()).toEqual([
      ...Array.from({ length: 12 }, () => 200),
      ...Array.from({ length: 12 }, () => 401),
    ]);
    // The cap is the number of cores (at least 2); the rest waited their turn.
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(Math.max(2, availableParallelism()));
    expect(queued).toBeGreaterThan(0);
  });
});

describe('password reset by e-mail', () => {
  const linkIn = (message: string) => {
    const match = message.match(/\/reset-password\?token=([\w-]+)/);
    if (!match) throw new Error('no reset link in the e-mail');
    return match[1]!;
  };
  const mailsTo = async (email: string) => {
    await t.app.services.auth.drain();
    const files = await readdir(t.config.outboxDir).catch(() => [] as string[]);
    let count = 0;
    for (const file of files) {
      const text = await readFile(path.join(t.config.outboxDir, file), 'utf8');
      if (text.includes(`To: ${email}`)) count++;
    }
    return count;
  };

  it('answers the same for an account and a stranger, and only the account gets a link', async () => {
    const user = await createUser(t.app);
    const stranger = uniqueEmail('nobody');
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: stranger });
    expect(known.statusCode).toBe(200);
    expect(json(known)).toEqual(json(unknown));
    expect(json(known)).toEqual({
      success: true,
      message: 'If an account exists for this e-mail, a link to reset its password is on its way.',
    });
    const message = await waitForEmail(t.config.outboxDir, (m) => m.includes(`To: ${user.email}`));
    expect(message).toContain(`${t.config.publicUrl}/reset-password?token=`);
    expect(await mailsTo(stranger)).toBe(0);
    // Only a hash is stored, never the token itself.
    const token = linkIn(message);
    const rows = await t.app.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sets the new password once, signs out every earlier session, and refuses the link again', async () => {
    const user = await createUser(t.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = linkIn(await waitForEmail(t.config.outboxDir, (m) => m.includes(`To: ${user.email}`)));

    const reset = await post('/api/auth/reset-password', { token, password: 'brand-new-secret' });
    expect(reset.statusCode).toBe(200);
    expect(json(reset)).toEqual({
      success: true,
      message: 'Your password has been reset. You can now sign in.',
    });
    expect((await profile(user.token)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new-secret')).statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', { token, password: 'another-secret' });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({
      success: false,
      message: 'This reset link is invalid or has expired. Please ask for a new one.',
    });
  });

  it('refuses an expired link, an unknown one and a short password', async () => {
    const user = await createUser(t.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = linkIn(await waitForEmail(t.config.outboxDir, (m) => m.includes(`To: ${user.email}`)));
    await t.app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    expect((await post('/api/auth/reset-password', { token, password: 'brand-new-secret' })).statusCode).toBe(
      400,
    );
    expect(
      (await post('/api/auth/reset-password', { token: 'made-up', password: 'brand-new-secret' })).statusCode,
    ).toBe(400);
    const short = await post('/api/auth/reset-password', { token, password: '123' });
    expect(short.statusCode).toBe(400);
    expect(json(short)).toMatchObject({ errors: { password: 'Password must be at least 6 characters' } });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const user = await createUser(t.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = linkIn(await waitForEmail(t.config.outboxDir, (m) => m.includes(`To: ${user.email}`)));
    const answers = await Promise.all([
      post('/api/auth/reset-password', { token, password: 'first-secret' }),
      post('/api/auth/reset-password', { token, password: 'second-secret' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });

  it('sends at most 3 links an hour to one address, without saying so', async () => {
    const user = await createUser(t.app);
    for (let n = 0; n < 4; n++) {
      const res = await post(
        '/api/auth/forgot-password',
        { email: user.email },
        { remoteAddress: `192.0.2.${n + 50}` },
      );
      expect(res.statusCode).toBe(200);
    }
    expect(await mailsTo(user.email)).toBe(3);
  });
});
