import type { SoccerMatch } from '@ochre/shared/schemas/soccer';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { type FakeServer, sendJson, startFakeServer } from '../../../test/helpers/fake-server';
import { createCache } from '../../lib/cache';
import { SOCCER_MESSAGES } from './api-football';
import { createSoccerService } from './service';

/** The envelope API-Football v3 answers /fixtures?live=all with. */
const envelope = (response: unknown[], errors: unknown = []) => ({
  get: 'fixtures',
  parameters: { live: 'all' },
  errors,
  results: response.length,
  paging: { current: 1, total: 1 },
  response,
});

const fixture = (id: number, home: string, away: string, goals: [number, number], elapsed: number) => ({
  fixture: {
    id,
    referee: null,
    timezone: 'UTC',
    date: '2026-03-14T19:00:00+00:00',
    timestamp: 1_773_514_800,
    status: { long: 'Second Half', short: '2H', elapsed, extra: null },
  },
  league: {
    id: 200,
    name: 'Botola Pro',
    country: 'Morocco',
    logo: 'https://media.api-sports.io/football/leagues/200.png',
    flag: 'https://media.api-sports.io/flags/ma.svg',
    season: 2025,
    round: 'Regular Season - 24',
  },
  teams: {
    home: { id: 1, name: home, logo: `https://media.api-sports.io/football/teams/${id}1.png`, winner: null },
    away: { id: 2, name: away, logo: `http://insecure.example/${id}2.png`, winner: null },
  },
  goals: { home: goals[0], away: goals[1] },
  score: { halftime: { home: 0, away: 0 } },
});

const LIVE = [
  fixture(1101, 'Kawkab Marrakech', 'Raja Casablanca', [2, 1], 67),
  fixture(1102, 'Wydad Casablanca', 'AS FAR', [0, 0], 12),
];

let upstream: FakeServer;
let t: TestApp;

beforeAll(async () => {
  upstream = await startFakeServer();
  t = await createTestApp({ API_FOOTBALL_KEY: 'test-football-key', API_FOOTBALL_BASE: upstream.url });
});
afterAll(async () => {
  await t.close();
  await upstream.close();
});
beforeEach(async () => {
  upstream.requests.length = 0;
  await t.app.cache.delete('soccer:live');
});

const scores = () => t.app.inject({ method: 'GET', url: '/api/soccer' });

describe('GET /api/soccer', () => {
  it('asks API-Football for live fixtures with the server key and maps them', async () => {
    upstream.handle((_req, res) => sendJson(res, envelope(LIVE)));
    const res = await scores();
    expect(res.statusCode).toBe(200);
    const matches = json<SoccerMatch[]>(res);
    expect(matches).toHaveLength(2);
    expect(matches[0]).toEqual({
      league: {
        name: 'Botola Pro',
        country: 'Morocco',
        logo: 'https://media.api-sports.io/football/leagues/200.png',
      },
      fixture: { id: 1101, status: { long: 'Second Half', short: '2H', elapsed: 67 } },
      teams: {
        home: { name: 'Kawkab Marrakech', logo: 'https://media.api-sports.io/football/teams/11011.png' },
        // Only https crests: the page may show no others.
        away: { name: 'Raja Casablanca', logo: '' },
      },
      goals: { home: 2, away: 1 },
    });
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]).toMatchObject({ method: 'GET', url: '/fixtures?live=all' });
    expect(upstream.requests[0]?.headers['x-apisports-key']).toBe('test-football-key');
    expect(res.body).not.toContain('test-football-key');
  });

  it('answers an empty list when nothing is live, and skips fixtures it cannot read', async () => {
    upstream.handle((_req, res) => sendJson(res, envelope([{ fixture: { id: 'odd' } }, LIVE[1]])));
    expect(json<SoccerMatch[]>(await scores()).map((m) => m.fixture.id)).toEqual([1102]);
    await t.app.cache.delete('soccer:live');
    upstream.handle((_req, res) => sendJson(res, envelope([])));
    expect(json(await scores())).toEqual([]);
  });

  it('turns an errors object sent with HTTP 200 into a clear 502', async () => {
    upstream.handle((_req, res) =>
      sendJson(
        res,
        envelope([], { token: 'Error/Missing application key. Go to https://www.api-football.com' }),
      ),
    );
    const refused = await scores();
    expect(refused.statusCode).toBe(502);
    expect(json(refused)).toEqual({ success: false, message: SOCCER_MESSAGES.refusedKey });

    await t.app.cache.delete('soccer:live');
    upstream.handle((_req, res) =>
      sendJson(res, envelope([], { requests: 'You have reached the request limit for the day' })),
    );
    expect(json(await scores())).toEqual({ success: false, message: SOCCER_MESSAGES.rateLimited });

    await t.app.cache.delete('soccer:live');
    upstream.handle((_req, res) => sendJson(res, envelope([], ['Something odd happened'])));
    expect(json(await scores())).toEqual({ success: false, message: SOCCER_MESSAGES.failed });
  });

  it('reports rate limits, server errors and unreadable answers', async () => {
    upstream.handle((_req, res) => sendJson(res, { message: 'Too many requests' }, 429));
    expect(json(await scores())).toEqual({ success: false, message: SOCCER_MESSAGES.rateLimited });
    await t.app.cache.delete('soccer:live');
    upstream.handle((_req, res) => sendJson(res, { message: 'Internal error' }, 500));
    expect((await scores()).statusCode).toBe(502);
    await t.app.cache.delete('soccer:live');
    upstream.handle((_req, res) => res.end('<html>maintenance</html>'));
    expect(json(await scores())).toEqual({ success: false, message: SOCCER_MESSAGES.unreadable });
  });

  it('calls the upstream once a minute at most, however many visitors ask', async () => {
    upstream.handle((_req, res) => setTimeout(() => sendJson(res, envelope(LIVE)), 50));
    const answers = await Promise.all(Array.from({ length: 8 }, () => scores()));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect((await scores()).statusCode).toBe(200);
    expect(upstream.requests).toHaveLength(1);
  });

  it('keeps a failure for the minute too, so a struggling feed is not hammered', async () => {
    upstream.handle((_req, res) => sendJson(res, {}, 503));
    expect((await scores()).statusCode).toBe(502);
    expect((await scores()).statusCode).toBe(502);
    expect(upstream.requests).toHaveLength(1);
  });

  it('answers an empty list without a key and never calls out', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/soccer' });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual([]);
      expect(upstream.requests).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });
});

describe('soccer service', () => {
  it('gives up on a silent upstream with a timeout message', async () => {
    const silent = await startFakeServer(() => {
      // Never answers.
    });
    try {
      const service = createSoccerService({
        cache: createCache(null),
        football: { key: 'k', base: silent.url },
        log: t.app.log,
        timeoutMs: 200,
      });
      await expect(service.live()).rejects.toMatchObject({
        statusCode: 502,
        message: SOCCER_MESSAGES.timeout,
      });
      // The failure is remembered: the next visitor does not wait again.
      await expect(service.live()).rejects.toMatchObject({ message: SOCCER_MESSAGES.timeout });
      expect(silent.requests).toHaveLength(1);
    } finally {
      await silent.close();
    }
  });

  it('serves from the cache for 60 seconds, then asks again', async () => {
    upstream.handle((_req, res) => sendJson(res, envelope(LIVE)));
    // Only the clock is faked; the fake server still answers in real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-14T20:00:00Z'));
    try {
      const service = createSoccerService({
        cache: createCache(null),
        football: { key: 'k', base: upstream.url },
        log: t.app.log,
      });
      await service.live();
      vi.advanceTimersByTime(59_000);
      await service.live();
      expect(upstream.requests).toHaveLength(1);
      vi.advanceTimersByTime(2_000);
      await service.live();
      expect(upstream.requests).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
