import { z } from 'zod';
import { ACTIVITIES_PAGE_SIZE, ACTIVITY_SORTS, type Difficulty } from '../constants';
import type { SlotStatus } from '../rules/departures';
import type { Translations } from '../rules/translations';
import type { ActivityBookingSetup } from './booking-setup';
import type { Pagination } from './common';
import { queryBool, queryInt, queryNumber } from './common';

export type { ActivitySort, Difficulty } from '../constants';
export { ACTIVITIES_PAGE_SIZE, ACTIVITY_SORTS, DIFFICULTIES } from '../constants';

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
  /** Back office only: public reads answer in the asked language instead. */
  translations?: Translations;
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
  /** Departure times, weekdays, closed dates, seasons, traveller types, pickup and extras. */
  booking: ActivityBookingSetup;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  sku: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * An activity as lists give it: what its card shows (SPEC §2 Activities) and the facts a
 * reader sorts or filters on. The description, what is included, requirements, policy,
 * booking setup and search-engine fields belong to the activity's own page only.
 */
export type ActivitySummary = Omit<
  Activity,
  | 'description'
  | 'requirements'
  | 'included'
  | 'excluded'
  | 'cancellationPolicy'
  | 'booking'
  | 'seoTitle'
  | 'seoDescription'
  | 'seoKeywords'
>;

/** SPEC §3 Activity category summary (also used for locations): `_id` is the name. */
export interface ActivityFacet {
  _id: string;
  count: number;
}

export interface ActivityListResponse {
  success: true;
  activities: ActivitySummary[];
  data: ActivitySummary[];
  pagination: Pagination;
}

const calendarDateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD.');

export const availabilityQuery = z.strictObject({ from: calendarDateParam, to: calendarDateParam });
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

/** One departure of a day (OCTO availability); prices in dollars. */
export interface AvailabilitySlot {
  /** "HH:MM", or null for an activity without departure times. */
  startTime: string | null;
  /** Places at this departure; null is unlimited. */
  capacity: number | null;
  remaining: number | null;
  status: SlotStatus;
  /** What an adult pays on this date (seasons included). */
  price: number;
  /** Per traveller type; null for a type not offered. */
  prices: { adult: number; child: number | null; infant: number | null };
}

/** GET /activities/{id}/availability: every date of the period, in Marrakech time, with its departures. */
export interface ActivityAvailability {
  from: string;
  to: string;
  dates: { date: string; status: SlotStatus; slots: AvailabilitySlot[] }[];
}
