import { EXTERNAL_REVIEWS_DELAY_MS } from '@ochre/shared/constants';
import type {
  ExternalBusiness,
  ExternalReview,
  ExternalReviewsAnswer,
} from '@ochre/shared/schemas/external-reviews';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PlaceSearch {
  placeId: string;
  location: string;
}

/** Google's reviews through our server, or a note that the page should show its sample reviews. */
export type ReviewsSource =
  | { source: 'google'; business: ExternalBusiness; reviews: ExternalReview[] }
  | { source: 'sample' };

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Runs in the browser only: the sample arrives after SPEC §9's simulated 1.5 s delay. */
export const externalReviewsQuery = (search: PlaceSearch) =>
  queryOptions({
    queryKey: ['external-reviews', search] as const,
    queryFn: async ({ signal }): Promise<ReviewsSource> => {
      const answer = await api.get<ExternalReviewsAnswer>('/external-reviews', { ...search }, signal);
      if (answer.configured) return { source: 'google', ...answer.data };
      await wait(EXTERNAL_REVIEWS_DELAY_MS, signal);
      return { source: 'sample' };
    },
    staleTime: 10 * 60_000,
  });
