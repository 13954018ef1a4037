import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

// The newsletter box allows 20 sign-ups an hour per client address; an empty body still counts.
const LIMIT = 20;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function statuses(
  app: TestApp['app'],
  requests: { remoteAddress: string; forwardedFor?: string }[],
): Promise<number[]> {
  const out: number[] = [];
  for (const { remoteAddress, forwardedFor } of requests) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: {},
    });
    out.push(res.statusCode);
  }
  return out;
}

const forged = (n: number) => `198.18.${Math.floor(n / 250)}.${n % 250}`;

describe('TRUST_PROXY: a client cannot choose its own rate-limit key', () => {
  for (const setting of ['1', 'true']) {
    it(`with TRUST_PROXY=${setting}, a rotated left-most X-Forwarded-For keeps the proxy-seen address`, async () => {
      t = await createTestApp({ TRUST_PROXY: setting });
      // The load balancer (10.0.0.2) appends the address it saw; the client prepends whatever it likes.
      const attacker = Array.from({ length: LIMIT + 1 }, (_, n) => ({
        remoteAddress: '10.0.0.2',
        forwardedFor: `${forged(n)}, 203.0.113.7`,
      }));
      const answers = await statuses(t.app, attacker);
      expect(answers.slice(0, LIMIT).every((status) => status === 400)).toBe(true);
      expect(answers[LIMIT]).toBe(429);
      // Another visitor behind the same load balancer has a bucket of their own.
      expect(await statuses(t.app, [{ remoteAddress: '10.0.0.2', forwardedFor: '203.0.113.8' }])).toEqual([
        400,
      ]);
    });
  }

  it('with a list of proxy addresses, only their entries are believed', async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, 192.168.7.1' });
    // Two of our proxies in a row: the address the outer one saw is the client's.
    const chained = Array.from({ length: LIMIT + 1 }, (_, n) => ({
      remoteAddress: '10.1.2.3',
      forwardedFor: `${forged(n)}, 203.0.113.9, 192.168.7.1`,
    }));
    expect((await statuses(t.app, chained))[LIMIT]).toBe(429);
    // A client talking to the server directly is keyed on its socket, whatever it forwards.
    const direct = Array.from({ length: LIMIT + 1 }, (_, n) => ({
      remoteAddress: '203.0.113.50',
      forwardedFor: forged(n),
    }));
    expect((await statuses(t.app, direct))[LIMIT]).toBe(429);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored', async () => {
    t = await createTestApp();
    const requests = Array.from({ length: LIMIT + 1 }, (_, n) => ({
      remoteAddress: '203.0.113.60',
      forwardedFor: forged(n),
    }));
    expect((await statuses(t.app, requests))[LIMIT]).toBe(429);
  });
});
