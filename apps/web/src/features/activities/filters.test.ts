import { describe, expect, it } from 'vitest';
import {
  activityFiltersToParams,
  activityFiltersToQuery,
  DEFAULT_ACTIVITY_FILTERS,
  hasActiveActivityFilters,
  parseActivityFilters,
} from './filters';

const parse = (query: string) => parseActivityFilters(new URLSearchParams(query));

describe('activity filters in the address (SPEC §2 Activities)', () => {
  it('reads every filter, and defaults for the rest', () => {
    expect(
      parse(
        'search=balloon&category=Adventure&location=Palmeraie&minPrice=20&maxPrice=200&sort=rating&page=2',
      ),
    ).toEqual({
      search: 'balloon',
      category: 'Adventure',
      location: 'Palmeraie',
      minPrice: 20,
      maxPrice: 200,
      sort: 'rating',
      page: 2,
    });
    expect(parse('')).toEqual(DEFAULT_ACTIVITY_FILTERS);
  });

  it('keeps prices on the slider (0–500, step 5) and in order', () => {
    expect(parse('minPrice=-40&maxPrice=9999')).toMatchObject({ minPrice: 0, maxPrice: 500 });
    expect(parse('minPrice=23&maxPrice=12')).toMatchObject({ minPrice: 10, maxPrice: 25 });
    expect(parse('minPrice=abc&sort=cheapest&page=-3')).toMatchObject({
      minPrice: 0,
      sort: 'featured',
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(activityFiltersToParams(DEFAULT_ACTIVITY_FILTERS).toString()).toBe('');
    const params = activityFiltersToParams({
      ...DEFAULT_ACTIVITY_FILTERS,
      location: 'Agafay Desert',
      maxPrice: 150,
    });
    expect(params.toString()).toBe('location=Agafay+Desert&maxPrice=150');
  });

  it('sends minPrice only above 0 and maxPrice only below 500 (SPEC §7)', () => {
    expect(activityFiltersToQuery(DEFAULT_ACTIVITY_FILTERS, 12)).toMatchObject({
      minPrice: undefined,
      maxPrice: undefined,
    });
    expect(
      activityFiltersToQuery({ ...DEFAULT_ACTIVITY_FILTERS, minPrice: 5, maxPrice: 495 }, 12),
    ).toMatchObject({
      minPrice: 5,
      maxPrice: 495,
      sort: 'featured',
      page: 1,
      limit: 12,
    });
  });

  it('knows when filters narrow the list', () => {
    expect(hasActiveActivityFilters(DEFAULT_ACTIVITY_FILTERS)).toBe(false);
    expect(hasActiveActivityFilters({ ...DEFAULT_ACTIVITY_FILTERS, sort: 'rating', page: 3 })).toBe(false);
    expect(hasActiveActivityFilters({ ...DEFAULT_ACTIVITY_FILTERS, location: 'Medina' })).toBe(true);
  });
});
