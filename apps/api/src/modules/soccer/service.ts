import type { SoccerMatch } from '@ochre/shared/schemas/soccer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Cache } from '../../lib/cache';
import { UpstreamError } from '../../lib/errors';
import { fetchLiveFixtures } from './api-football';

/** SPEC §9 and the issue: one upstream call a minute at most, however busy the site. */
export const SOCCER_CACHE_MS = 60_000;
const CACHE_KEY = 'soccer:live';

/** Failures are cached too, so a struggling feed is not asked again on every page view. */
type Outcome = { ok: true; matches: SoccerMatch[] } | { ok: false; message: string };

export function createSoccerService({
  cache,
  football,
  log,
  timeoutMs = 8000,
}: {
  cache: Cache;
  football: Config['football'];
  log: FastifyBaseLogger;
  timeoutMs?: number;
}) {
  return {
    /** Live matches; an empty list when no API key is configured (CONTRACT). */
    async live(): Promise<SoccerMatch[]> {
      if (!football) return [];
      const outcome = await cache.wrap<Outcome>(CACHE_KEY, SOCCER_CACHE_MS, async () => {
        try {
          return { ok: true, matches: await fetchLiveFixtures({ ...football, timeoutMs, log }) };
        } catch (error) {
          if (error instanceof UpstreamError) return { ok: false, message: error.message };
          throw error;
        }
      });
      if (!outcome.ok) throw new UpstreamError(outcome.message);
      return outcome.matches;
    },
  };
}

export type SoccerService = ReturnType<typeof createSoccerService>;
