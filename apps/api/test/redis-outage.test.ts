import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from '../src/lib/ids';
import { createTestApp, json, type TestApp } from './helpers/app';
import { createUser } from './helpers/factories';
import { closedPort, startTcpProxy } from './helpers/tcp-proxy';

// The machine's Redis (CI points TEST_REDIS_URL at it too), reached through a relay the test can cut.
const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const health = async (app: TestApp['app']) => {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  return { status: res.statusCode, body: json(res) };
};
const login = (app: TestApp['app'], email: string, password: string, remoteAddress = '192.0.2.10') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('Redis outage', () => {
  it('keeps serving with per-instance limits, says so, and goes back to Redis by itself', async () => {
    const proxy = await startTcpProxy({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` });
    const app = t.app;
    const warn = vi.spyOn(app.log, 'warn');
    expect(await health(app)).toEqual({ status: 200, body: { status: 'ok', db: 'ok', redis: 'ok' } });

    await proxy.stop();
    await expect.poll(async () => (await health(app)).body.redis, { timeout: 10_000 }).toBe('degraded');
    expect((await health(app)).status).toBe(200);
    expect(warn.mock.calls.some(([, message]) => String(message).startsWith('Redis is unreachable'))).toBe(
      true,
    );

    // Sign-ins, with their limits held in this instance's memory meanwhile.
    const user = await createUser(app);
    const other = await createUser(app);
    const attempts: number[] = [];
    for (let n = 0; n < 11; n++) attempts.push((await login(app, user.email, 'wrong-guess')).statusCode);
    expect(attempts).toEqual([...Array.from({ length: 10 }, () => 401), 429]);
    expect((await login(app, other.email, other.password)).statusCode).toBe(200);
    const newsletter = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: `reader-${newId(6)}@example.com` },
    });
    expect(newsletter.statusCode).toBe(201);

    await proxy.start();
    await expect.poll(async () => (await health(app)).body.redis, { timeout: 15_000 }).toBe('ok');

    // Counted in Redis again: a failure now leaves its key there.
    const back = await createUser(app);
    expect((await login(app, back.email, 'wrong-guess')).statusCode).toBe(401);
    const redis = new Redis(REDIS.toString());
    try {
      expect(await redis.keys(`ochre:rate:*login-failed:${back.email}`)).toHaveLength(1);
    } finally {
      await redis.quit();
      await proxy.stop();
    }
  });

  it('starts and serves when Redis is not there at all', async () => {
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    expect(await health(t.app)).toEqual({ status: 200, body: { status: 'ok', db: 'ok', redis: 'degraded' } });
    const user = await createUser(t.app);
    expect((await login(t.app, user.email, user.password)).statusCode).toBe(200);
    expect((await login(t.app, user.email, 'wrong-guess')).statusCode).toBe(401);
  });
});
