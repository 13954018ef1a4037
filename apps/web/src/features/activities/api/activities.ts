import { ACTIVITIES_PAGE_SIZE, CARD_TAG_LIMIT } from '@ochre/shared/constants';
import type {
  Activity,
  ActivityAvailability,
  ActivityFacet,
  ActivityListResponse,
  ActivitySummary,
} from '@ochre/shared/schemas/activities';
import type { Pagination } from '@ochre/shared/schemas/common';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { catalogueRoots } from '../../../lib/query-keys';
import { type ActivityFilters, activityFiltersToQuery } from '../filters';

export const activityKeys = {
  all: catalogueRoots.activities,
  lists: () => ['activities', 'list'] as const,
  featured: (limit: number) => ['activities', 'featured', limit] as const,
  list: (filters: ActivityFilters) => ['activities', 'list', filters] as const,
  detail: (slug: string) => ['activities', 'detail', slug] as const,
  categories: () => ['activities', 'categories'] as const,
  locations: () => ['activities', 'locations'] as const,
  availabilities: (id: string) => ['activities', 'availability', id] as const,
  availability: (id: string, from: string, to: string) =>
    ['activities', 'availability', id, from, to] as const,
};

/** What an activity card shows (ActivityCard): its first picture and first tags only. */
export type ActivityCardData = Pick<
  ActivitySummary,
  | '_id'
  | 'slug'
  | 'name'
  | 'category'
  | 'location'
  | 'duration'
  | 'price'
  | 'marketPrice'
  | 'rating'
  | 'numReviews'
  | 'images'
  | 'shortDescription'
  | 'tags'
  | 'minParticipants'
  | 'maxParticipants'
  | 'difficulty'
  | 'isFeatured'
>;

/**
 * Lists keep only what their cards show: the server hands the query cache to the browser inside
 * the page, so every other field of a summary (every picture and tag, dates, codes) would travel
 * twice. An activity page reads the full record under a key of its own.
 */
export const toActivityCard = (activity: ActivitySummary): ActivityCardData => ({
  _id: activity._id,
  slug: activity.slug,
  name: activity.name,
  category: activity.category,
  location: activity.location,
  duration: activity.duration,
  price: activity.price,
  marketPrice: activity.marketPrice,
  rating: activity.rating,
  numReviews: activity.numReviews,
  images: activity.images.slice(0, 1),
  shortDescription: activity.shortDescription,
  tags: activity.tags.slice(0, CARD_TAG_LIMIT),
  minParticipants: activity.minParticipants,
  maxParticipants: activity.maxParticipants,
  difficulty: activity.difficulty,
  isFeatured: activity.isFeatured,
});

/** A page of the list: its cards and the pages. */
export interface ActivityCardList {
  activities: ActivityCardData[];
  pagination: Pagination;
}

/** The list page's activities: filtered, sorted and paged by the API. */
export const activityListQuery = (filters: ActivityFilters) =>
  queryOptions({
    queryKey: activityKeys.list(filters),
    queryFn: async ({ signal }): Promise<ActivityCardList> => {
      const { activities, pagination } = await api.get<ActivityListResponse>(
        '/activities',
        activityFiltersToQuery(filters, ACTIVITIES_PAGE_SIZE),
        signal,
      );
      return { activities: activities.map(toActivityCard), pagination };
    },
    placeholderData: keepPreviousData,
  });

/** Featured activities for the home page, best first. */
export const featuredActivitiesQuery = (limit: number) =>
  queryOptions({
    queryKey: activityKeys.featured(limit),
    queryFn: async ({ signal }) =>
      (await api.get<ActivityListResponse>('/activities', { featured: true, limit }, signal)).activities.map(
        toActivityCard,
      ),
  });

export const activityQuery = (slug: string) =>
  queryOptions({
    queryKey: activityKeys.detail(slug),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<Activity>>(`/activities/${encodeURIComponent(slug)}`, undefined, signal))
        .data,
    staleTime: 60_000,
  });

const facetQuery = (key: readonly string[], path: string) =>
  queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<ActivityFacet[]>>(path, undefined, signal)).data,
    staleTime: 5 * 60_000,
  });

/** SPEC §7 GET /activities/categories: {_id, count} per category. */
export const activityCategoriesQuery = () => facetQuery(activityKeys.categories(), '/activities/categories');
export const activityLocationsQuery = () => facetQuery(activityKeys.locations(), '/activities/locations');

/** Every date between two dates with its departures, places left, status and prices (OCTO style), for the calendar. */
export const availabilityQuery = (activityId: string, from: string, to: string) =>
  queryOptions({
    queryKey: activityKeys.availability(activityId, from, to),
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<ActivityAvailability>>(
          `/activities/${encodeURIComponent(activityId)}/availability`,
          { from, to },
          signal,
        )
      ).data,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
