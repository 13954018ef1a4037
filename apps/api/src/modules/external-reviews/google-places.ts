import type { ExternalBusiness, ExternalReview } from '@ochre/shared/schemas/external-reviews';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { NotFound, UpstreamError } from '../../lib/errors';

/**
 * Adapter for the Google Places API (Find Place and Place Details, JSON): looks a
 * place up and reshapes its reviews into SPEC §3 external reviews. Google answers
 * most failures with HTTP 200 and a `status` other than OK.
 */
export interface GooglePlacesOptions {
  key: string;
  base: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

export const PLACES_MESSAGES = {
  denied: 'Google did not accept the API key for Places.',
  noPlace: 'No place matches this Place ID.',
  noLocation: 'No place was found for this location.',
  limit: 'The Google Places quota has been reached. Please try again later.',
  timeout: 'Google Places did not answer in time.',
  failed: 'Google Places could not answer right now.',
} as const;

const statusOnly = z.object({ status: z.string(), error_message: z.string().optional() });
const findAnswer = statusOnly.extend({
  candidates: z.array(z.object({ place_id: z.string() })).default([]),
});
const review = z.object({
  author_name: z.string().default(''),
  author_url: z.string().nullish(),
  profile_photo_url: z.string().nullish(),
  rating: z.number().min(0).max(5),
  relative_time_description: z.string().default(''),
  text: z.string().default(''),
  time: z.number(),
});
const detailsAnswer = statusOnly.extend({
  result: z
    .object({
      place_id: z.string().optional(),
      name: z.string().default(''),
      formatted_address: z.string().default(''),
      rating: z.number().default(0),
      user_ratings_total: z.number().default(0),
      url: z.string().default(''),
      reviews: z.array(z.unknown()).default([]),
    })
    .optional(),
});

const httpsOnly = (url: string | null | undefined) => (url && /^https:\/\//.test(url) ? url : '');

async function call<T extends z.ZodType>(
  url: URL,
  schema: T,
  { timeoutMs, log }: GooglePlacesOptions,
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    log.warn({ err: error }, 'Google Places unreachable');
    throw new UpstreamError(timedOut ? PLACES_MESSAGES.timeout : PLACES_MESSAGES.failed);
  }
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success) {
    log.warn({ status: response.status }, 'Google Places answer unusable');
    throw new UpstreamError(PLACES_MESSAGES.failed);
  }
  return parsed.data;
}

function failFor(status: string, notFound: string, log: FastifyBaseLogger, detail?: string): never {
  log.warn({ status, detail }, 'Google Places refused the request');
  if (status === 'NOT_FOUND' || status === 'ZERO_RESULTS' || status === 'INVALID_REQUEST') {
    throw new NotFound(notFound);
  }
  if (status === 'REQUEST_DENIED') throw new UpstreamError(PLACES_MESSAGES.denied);
  if (status === 'OVER_QUERY_LIMIT') throw new UpstreamError(PLACES_MESSAGES.limit);
  throw new UpstreamError(PLACES_MESSAGES.failed);
}

export async function findPlaceId(location: string, options: GooglePlacesOptions): Promise<string> {
  const url = new URL(`${options.base}/findplacefromtext/json`);
  url.search = new URLSearchParams({
    input: location,
    inputtype: 'textquery',
    fields: 'place_id',
    key: options.key,
  }).toString();
  const answer = await call(url, findAnswer, options);
  const placeId = answer.candidates[0]?.place_id;
  if (answer.status !== 'OK' || !placeId) {
    failFor(answer.status, PLACES_MESSAGES.noLocation, options.log, answer.error_message);
  }
  return placeId;
}

export async function placeReviews(
  placeId: string,
  options: GooglePlacesOptions,
): Promise<{ business: ExternalBusiness; reviews: ExternalReview[] }> {
  const url = new URL(`${options.base}/details/json`);
  url.search = new URLSearchParams({
    place_id: placeId,
    fields: 'place_id,name,formatted_address,rating,user_ratings_total,url,reviews',
    reviews_sort: 'newest',
    key: options.key,
  }).toString();
  const answer = await call(url, detailsAnswer, options);
  if (answer.status !== 'OK' || !answer.result) {
    failFor(answer.status, PLACES_MESSAGES.noPlace, options.log, answer.error_message);
  }
  const place = answer.result;
  return {
    business: {
      name: place.name,
      address: place.formatted_address,
      rating: place.rating,
      totalReviews: place.user_ratings_total,
      url: httpsOnly(place.url),
      placeId: place.place_id ?? placeId,
    },
    reviews: place.reviews.flatMap((item) => {
      const parsed = review.safeParse(item);
      if (!parsed.success) return [];
      const r = parsed.data;
      return [
        {
          author_name: r.author_name,
          author_url: httpsOnly(r.author_url),
          profile_photo_url: httpsOnly(r.profile_photo_url),
          rating: r.rating,
          relative_time_description: r.relative_time_description,
          text: r.text,
          time: r.time,
        },
      ];
    }),
  };
}
