import { ACTIVITY_PRICE_RANGE, ACTIVITY_SORTS, type ActivitySort } from '@ochre/shared/constants';
import type { Query } from '../../lib/api-client';

/** The activity list's filters, as the query string carries them (SPEC §2 Activities). */
export interface ActivityFilters {
  search: string;
  category: string;
  location: string;
  minPrice: number;
  maxPrice: number;
  sort: ActivitySort;
  page: number;
}

const { min, max, step } = ACTIVITY_PRICE_RANGE;

export const DEFAULT_ACTIVITY_FILTERS: ActivityFilters = {
  search: '',
  category: '',
  location: '',
  minPrice: min,
  maxPrice: max,
  sort: 'featured',
  page: 1,
};

const onStep = (value: number) => Math.min(max, Math.max(min, Math.round(value / step) * step));

function numberParam(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/** Reads filters from a shared link; anything malformed falls back to its default. */
export function parseActivityFilters(params: URLSearchParams): ActivityFilters {
  const sort = params.get('sort') ?? '';
  let minPrice = onStep(numberParam(params, 'minPrice') ?? min);
  let maxPrice = onStep(numberParam(params, 'maxPrice') ?? max);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    search: (params.get('search') ?? '').trim(),
    category: (params.get('category') ?? '').trim(),
    location: (params.get('location') ?? '').trim(),
    minPrice,
    maxPrice,
    sort: (ACTIVITY_SORTS as readonly string[]).includes(sort) ? (sort as ActivitySort) : 'featured',
    page: Math.max(1, Math.floor(numberParam(params, 'page') ?? 1)),
  };
}

/** The query string for these filters: only what differs from the defaults (SPEC §2: minPrice only above 0, maxPrice only below 500). */
export function activityFiltersToParams(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.location) params.set('location', filters.location);
  if (filters.minPrice > min) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice < max) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort !== DEFAULT_ACTIVITY_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** GET /activities as the list calls it (SPEC §7): price bounds only when they narrow the range. */
export function activityFiltersToQuery(filters: ActivityFilters, limit: number): Query {
  return {
    search: filters.search || undefined,
    category: filters.category || undefined,
    location: filters.location || undefined,
    minPrice: filters.minPrice > min ? filters.minPrice : undefined,
    maxPrice: filters.maxPrice < max ? filters.maxPrice : undefined,
    sort: filters.sort,
    page: filters.page,
    limit,
  };
}

/** Whether anything narrows the list (sorting and paging do not). */
export function hasActiveActivityFilters(filters: ActivityFilters): boolean {
  return (
    Boolean(filters.search || filters.category || filters.location) ||
    filters.minPrice > min ||
    filters.maxPrice < max
  );
}

/** How many filters narrow the list, for the badge on the small-screen Filters button. */
export function activeActivityFilterCount(filters: ActivityFilters): number {
  return [
    filters.search,
    filters.category,
    filters.location,
    filters.minPrice > min || filters.maxPrice < max,
  ].filter(Boolean).length;
}
