import { HOME_FEATURED_VIDEOS } from '@ochre/shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import { featuredActivitiesQuery } from '../../../features/activities/api/activities';
import { featuredProductsQuery } from '../../../features/products/api/products';
import { videosQuery } from '../../../features/videos/api/videos';
import { FETCHED_AS_BLOCK_WAKES } from '../../../lib/block-data';

/**
 * Only the sections' deferred blocks read what these fetch: the page leaves it out of the state
 * it hands the browser (the markup has it) and each block fetches its own as it wakes.
 */
const readByBlocks = { meta: FETCHED_AS_BLOCK_WAKES };

/** One row of three cards on wide screens. */
export const HOME_FEATURED_ACTIVITIES = 3;
export const homeActivitiesQuery = () => ({
  ...featuredActivitiesQuery(HOME_FEATURED_ACTIVITIES),
  ...readByBlocks,
});

/** SPEC §9: the home page shows 6 featured videos. */
export const homeVideosQuery = () => ({
  ...videosQuery({ page: 1, limit: HOME_FEATURED_VIDEOS, category: 'all', search: '', featured: true }),
  ...readByBlocks,
});

export const homeProductsQuery = () => ({ ...featuredProductsQuery(), ...readByBlocks });

/** What the sections below the hero show, fetched side by side. */
export const prefetchSectionData = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchQuery(homeProductsQuery()),
    queryClient.prefetchQuery(homeVideosQuery()),
    queryClient.prefetchQuery(homeActivitiesQuery()),
  ]);
