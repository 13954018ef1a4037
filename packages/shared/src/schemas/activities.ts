import { z } from 'zod';
import type { Pagination } from './common';
import { queryBool, queryInt, queryNumber } from './common';

export const ACTIVITY_SORTS = ['featured', 'rating', 'price-low', 'price-high', 'newest'] as const;
export type ActivitySort = (typeof ACTIVITY_SORTS)[number];
export const ACTIVITIES_PAGE_SIZE = 12;

export const DIFFICULTIES = ['easy', 'moderate', 'challenging'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * GET /activities (SPEC §7): search, category, location, sort, and the price
 * bounds in dollars (the list sends minPrice only above 0, maxPrice only below 500).
 */
export const activitiesQuery = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(80).optional(),
  location: z.string().trim().max(80).optional(),
  minPrice: queryNumber(0, 1_000_000).optional(),
  maxPrice: queryNumber(0, 1_000_000).optional(),
  sort: z
    .enum(ACTIVITY_SORTS, { error: `Sort must be one of: ${ACTIVITY_SORTS.join(', ')}.` })
    .default('featured'),
  /** Only featured activities (the home page's section). */
  featured: queryBool.optional(),
  page: queryInt(1, 10_000).default(1),
  limit: queryInt(1, 50).default(ACTIVITIES_PAGE_SIZE),
});
export type ActivitiesQuery = z.infer<typeof activitiesQuery>;

/** SPEC §3 Activity; prices in dollars. `capacityPerDate` null means unlimited places. */
export interface Activity {
  _id: string;
  slug: string;
  name: string;
  category: string;
  location: string;
  duration: string;
  price: number;
  marketPrice: number | null;
  discountPercentage: number | null;
  currency: string;
  rating: number;
  numReviews: number;
  images: string[];
  shortDescription: string;
  description: string;
  tags: string[];
  minParticipants: number;
  maxParticipants: number;
  difficulty: Difficulty;
  isFeatured: boolean;
  requirements: string[];
  included: string[];
  excluded: string[];
  cancellationPolicy: string;
  capacityPerDate: number | null;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  sku: string | null;
  createdAt: string;
  updatedAt: string;
}

/** SPEC §3 Activity category summary (also used for locations): `_id` is the name. */
export interface ActivityFacet {
  _id: string;
  count: number;
}

export interface ActivityListResponse {
  success: true;
  activities: Activity[];
  data: Activity[];
  pagination: Pagination;
}

export const availabilityQuery = z.strictObject({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD.'),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD.'),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

/**
 * Places left per date between two dates, for the date picker. Only dates
 * with bookings are listed; any other date has the whole capacity. Null
 * capacity: every date is open.
 */
export interface ActivityAvailability {
  capacityPerDate: number | null;
  from: string;
  to: string;
  dates: { date: string; placesLeft: number }[];
}
