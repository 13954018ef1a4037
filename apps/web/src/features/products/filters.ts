import { PRODUCT_PRICE_RANGE, PRODUCT_SORTS, RATING_FILTERS } from '@ochre/shared/constants';
import type { ProductSort } from '@ochre/shared/schemas/products';
import type { Query } from '../../lib/api-client';

/** The product list's filters, as the query string carries them (SPEC §2 Products). */
export interface ProductFilters {
  search: string;
  category: string;
  minPrice: number;
  maxPrice: number;
  /** Minimum rating: 0 (any), or 4, 3, 2, 1 and up. */
  rating: number;
  inStock: boolean;
  sortBy: ProductSort;
  page: number;
}

export const DEFAULT_FILTERS: ProductFilters = {
  search: '',
  category: '',
  minPrice: PRODUCT_PRICE_RANGE.min,
  maxPrice: PRODUCT_PRICE_RANGE.max,
  rating: 0,
  inStock: false,
  sortBy: 'featured',
  page: 1,
};

const { min, max, step } = PRODUCT_PRICE_RANGE;
const onStep = (value: number) => Math.min(max, Math.max(min, Math.round(value / step) * step));

function numberParam(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/** Reads filters from a shared link; anything malformed falls back to its default. */
export function parseFilters(params: URLSearchParams, category?: string): ProductFilters {
  const sortBy = params.get('sortBy') ?? params.get('sort') ?? '';
  const rating = numberParam(params, 'rating') ?? 0;
  let minPrice = onStep(numberParam(params, 'minPrice') ?? min);
  let maxPrice = onStep(numberParam(params, 'maxPrice') ?? max);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    search: (params.get('search') ?? params.get('q') ?? '').trim(),
    category: category ?? params.get('category') ?? '',
    minPrice,
    maxPrice,
    rating: (RATING_FILTERS as readonly number[]).includes(rating) ? rating : 0,
    inStock: params.get('inStock') === 'true',
    sortBy: (PRODUCT_SORTS as readonly string[]).includes(sortBy) ? (sortBy as ProductSort) : 'featured',
    page: Math.max(1, Math.floor(numberParam(params, 'page') ?? 1)),
  };
}

/** The query string for these filters: only what differs from the defaults, so links stay short. */
export function filtersToParams(
  filters: ProductFilters,
  options: { withCategory?: boolean } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category && options.withCategory !== false) params.set('category', filters.category);
  if (filters.minPrice > min) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice < max) params.set('maxPrice', String(filters.maxPrice));
  if (filters.rating) params.set('rating', String(filters.rating));
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.sortBy !== DEFAULT_FILTERS.sortBy) params.set('sortBy', filters.sortBy);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * GET /products as the list page calls it (SPEC §7): page and limit 20 always;
 * the price bounds only when they narrow the range (the slider's top means "and above").
 */
export function filtersToQuery(filters: ProductFilters, limit: number): Query {
  return {
    search: filters.search || undefined,
    category: filters.category || undefined,
    minPrice: filters.minPrice > min ? filters.minPrice : undefined,
    maxPrice: filters.maxPrice < max ? filters.maxPrice : undefined,
    rating: filters.rating || undefined,
    inStock: filters.inStock || undefined,
    sortBy: filters.sortBy,
    page: filters.page,
    limit,
  };
}

/** Whether anything narrows the list (sorting and paging do not). */
export function hasActiveFilters(filters: ProductFilters): boolean {
  return (
    Boolean(filters.search || filters.category || filters.rating || filters.inStock) ||
    filters.minPrice > min ||
    filters.maxPrice < max
  );
}
