import type { ExternalReviewsAnswer, ExternalReviewsQuery } from '@ochre/shared/schemas/external-reviews';
import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../../lib/cache';
import { findPlaceId, placeReviews } from './google-places';

/** Place Details calls are billed: the same place is asked at most once an hour. */
export const PLACES_CACHE_MS = 60 * 60_000;

export function createExternalReviewsService({
  cache,
  places,
  log,
  timeoutMs = 8000,
}: {
  cache: Cache;
  places: { key: string; base: string } | undefined;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}) {
  return {
    /** Without GOOGLE_PLACES_API_KEY the page shows its own sample data (SPEC §2). */
    async reviews({
      placeId,
      location,
    }: ExternalReviewsQuery): Promise<Omit<ExternalReviewsAnswer, 'success'>> {
      if (!places) return { configured: false, data: null };
      const options = { ...places, timeoutMs, log };
      const key = placeId ? `places:id:${placeId}` : `places:loc:${location.toLowerCase()}`;
      const data = await cache.wrap(key, PLACES_CACHE_MS, async () =>
        placeReviews(placeId || (await findPlaceId(location, options)), options),
      );
      return { configured: true, data };
    },
  };
}

export type ExternalReviewsService = ReturnType<typeof createExternalReviewsService>;
