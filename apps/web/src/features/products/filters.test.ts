import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersToParams, filtersToQuery, hasActiveFilters, parseFilters } from './filters';

describe('product list filters in the query string', () => {
  it('reads a shared link back into the same filters', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      search: 'brass lantern',
      category: 'Home Decor',
      minPrice: 20,
      maxPrice: 300,
      rating: 4,
      inStock: true,
      sortBy: 'price-low' as const,
      page: 2,
    };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe(
      'search=brass+lantern&category=Home+Decor&minPrice=20&maxPrice=300&rating=4&inStock=true&sortBy=price-low&page=2',
    );
    expect(parseFilters(params)).toEqual(filters);
  });

  it('leaves defaults out of the link', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sortBy: 'newest', page: 3 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, maxPrice: 990 })).toBe(true);
  });

  it('falls back to defaults for anything malformed', () => {
    expect(
      parseFilters(
        new URLSearchParams('minPrice=abc&maxPrice=5000&rating=7&sortBy=cheap&page=-4&inStock=yes'),
      ),
    ).toEqual(DEFAULT_FILTERS);
  });

  it('keeps prices on the slider steps and in order', () => {
    const filters = parseFilters(new URLSearchParams('minPrice=512&maxPrice=104'));
    expect([filters.minPrice, filters.maxPrice]).toEqual([100, 510]);
  });

  it('takes the category from the path on /category/{category}, and q on /search', () => {
    expect(parseFilters(new URLSearchParams('category=Other'), 'Jewelry').category).toBe('Jewelry');
    expect(parseFilters(new URLSearchParams('q=%20tea%20')).search).toBe('tea');
  });

  it('asks the API for page 1, limit 20, and price bounds only when they narrow', () => {
    expect(filtersToQuery(DEFAULT_FILTERS, 20)).toEqual({
      search: undefined,
      category: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      rating: undefined,
      inStock: undefined,
      sortBy: 'featured',
      page: 1,
      limit: 20,
    });
    expect(
      filtersToQuery({ ...DEFAULT_FILTERS, minPrice: 10, maxPrice: 990, inStock: true }, 20),
    ).toMatchObject({
      minPrice: 10,
      maxPrice: 990,
      inStock: true,
    });
  });
});
