import type { SoccerMatch } from '@ochre/shared/schemas/soccer';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { UpstreamError } from '../../lib/errors';

/**
 * Adapter for API-Football v3 live fixtures (GET /fixtures?live=all with the
 * x-apisports-key header): reshapes its envelope into SPEC §3 soccer matches and
 * turns each way it can fail into an UpstreamError with a message for people.
 */
export interface ApiFootballOptions {
  key: string;
  base: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

export const SOCCER_MESSAGES = {
  timeout: 'The live scores service did not answer in time.',
  unreachable: 'We could not reach the live scores service.',
  rateLimited: 'The live scores service has reached its request limit. Please try again later.',
  refusedKey: 'The live scores service did not accept our access key.',
  unreadable: 'The live scores service sent an answer we could not read.',
  failed: 'The live scores service could not answer right now.',
} as const;

const team = z.object({ name: z.string(), logo: z.string().nullish() });
const fixture = z.object({
  fixture: z.object({
    id: z.number(),
    status: z.object({ long: z.string(), short: z.string().nullish(), elapsed: z.number().nullish() }),
  }),
  league: z.object({ name: z.string(), country: z.string().nullish(), logo: z.string().nullish() }),
  teams: z.object({ home: team, away: team }),
  goals: z.object({ home: z.number().nullish(), away: z.number().nullish() }),
});
const envelope = z.object({
  // An empty list when all is well; an object such as {"token": "…"} or {"requests": "…"} when not, with HTTP 200.
  errors: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).default([]),
  response: z.array(z.unknown()).default([]),
});

/** Crests are shown only from https addresses: the page's security policy allows no others. */
const httpsOnly = (url: string | null | undefined) => (url && /^https:\/\//.test(url) ? url : '');

function toMatch(item: z.infer<typeof fixture>): SoccerMatch {
  return {
    league: {
      name: item.league.name,
      country: item.league.country ?? '',
      logo: httpsOnly(item.league.logo),
    },
    fixture: {
      id: item.fixture.id,
      status: {
        long: item.fixture.status.long,
        short: item.fixture.status.short ?? '',
        elapsed: item.fixture.status.elapsed ?? null,
      },
    },
    teams: {
      home: { name: item.teams.home.name, logo: httpsOnly(item.teams.home.logo) },
      away: { name: item.teams.away.name, logo: httpsOnly(item.teams.away.logo) },
    },
    goals: { home: item.goals.home ?? null, away: item.goals.away ?? null },
  };
}

function messageForErrors(errors: Record<string, unknown> | unknown[]): string {
  const keys = Array.isArray(errors) ? [] : Object.keys(errors);
  if (keys.some((k) => k === 'requests' || k === 'rateLimit')) return SOCCER_MESSAGES.rateLimited;
  if (keys.some((k) => k === 'token' || k === 'access')) return SOCCER_MESSAGES.refusedKey;
  return SOCCER_MESSAGES.failed;
}

export async function fetchLiveFixtures({
  key,
  base,
  timeoutMs,
  log,
}: ApiFootballOptions): Promise<SoccerMatch[]> {
  let response: Response;
  try {
    response = await fetch(`${base}/fixtures?live=all`, {
      headers: { 'x-apisports-key': key, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    log.warn({ err: error }, timedOut ? 'API-Football timed out' : 'API-Football unreachable');
    throw new UpstreamError(timedOut ? SOCCER_MESSAGES.timeout : SOCCER_MESSAGES.unreachable);
  }

  if (response.status === 429) {
    log.warn('API-Football rate limit reached');
    throw new UpstreamError(SOCCER_MESSAGES.rateLimited);
  }
  if (response.status === 401 || response.status === 403) throw new UpstreamError(SOCCER_MESSAGES.refusedKey);
  if (!response.ok) {
    log.warn({ status: response.status }, 'API-Football answered with an error status');
    throw new UpstreamError(SOCCER_MESSAGES.failed);
  }

  let body: z.infer<typeof envelope>;
  try {
    body = envelope.parse(await response.json());
  } catch (error) {
    log.warn({ err: error }, 'API-Football answer unreadable');
    throw new UpstreamError(SOCCER_MESSAGES.unreadable);
  }
  const hasErrors = Array.isArray(body.errors) ? body.errors.length > 0 : Object.keys(body.errors).length > 0;
  if (hasErrors) {
    log.warn({ errors: body.errors }, 'API-Football reported errors');
    throw new UpstreamError(messageForErrors(body.errors));
  }

  const matches: SoccerMatch[] = [];
  for (const item of body.response) {
    const parsed = fixture.safeParse(item);
    if (parsed.success) matches.push(toMatch(parsed.data));
    else log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'API-Football fixture skipped');
  }
  return matches;
}
