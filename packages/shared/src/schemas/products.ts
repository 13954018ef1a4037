import { z } from 'zod';
import { PRODUCT_SORTS } from '../constants';
import type { Translations } from '../rules/translations';
import type { Pagination } from './common';
import { queryBool, queryInt, queryNumber } from './common';

export const productSortSchema = z.enum(PRODUCT_SORTS, {
  error: `Sort must be one of: ${PRODUCT_SORTS.join(', ')}.`,
});
export type ProductSort = z.infer<typeof productSortSchema>;

/**
 * GET /products (SPEC §7): the list page sends search, category, minPrice,
 * maxPrice, rating, inStock, sortBy, page and limit; other readers send sort
 * or featured. Prices are in dollars.
 */
export const productsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(80).optional(),
  minPrice: queryNumber(0, 1_000_000).optional(),
  maxPrice: queryNumber(0, 1_000_000).optional(),
  rating: queryNumber(0, 5).optional(),
  inStock: queryBool.optional(),
  featured: queryBool.optional(),
  sort: productSortSchema.optional(),
  sortBy: productSortSchema.optional(),
  page: queryInt(1, 10_000).default(1),
  /** Defaults to 20, or 12 when only a category is asked for (SPEC §9). */
  limit: queryInt(1, 100).optional(),
});
export type ProductsQuery = z.infer<typeof productsQuery>;

export const productLimitQuery = (fallback: number) =>
  z.strictObject({ limit: queryInt(1, 50).default(fallback) });

/** SPEC §3 Product, with both spellings of stock and rating present. */
export interface Product {
  /** Back office only: public reads answer in the asked language instead. */
  translations?: Translations;
  _id: string;
  name: string;
  slug: string;
  description: string;
  longDescription: string;
  /** Dollars. */
  price: number;
  originalPrice: number | null;
  images: string[];
  image: string;
  category: string;
  brand: string;
  sku: string | null;
  rating: number;
  averageRating: number;
  numReviews: number;
  reviewCount: number;
  countInStock: number;
  stock: number;
  inStock: boolean;
  isOnSale: boolean;
  isFeatured: boolean;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  createdAt: string;
  updatedAt: string;
}

/**
 * A product as lists give it (the shop, search results, featured, related): the long
 * description and the search-engine fields belong to the product's own page only.
 */
export type ProductSummary = Omit<Product, 'longDescription' | 'seoTitle' | 'seoDescription' | 'seoKeywords'>;

/** A category of the shop with its number of products; `_id` is the name, as for activity categories. */
export interface ProductCategory {
  _id: string;
  name: string;
  slug: string;
  count: number;
}

/** GET /products: the list at `data` (and `products`, which some readers use) with `total`. */
export interface ProductListResponse {
  success: true;
  data: ProductSummary[];
  products: ProductSummary[];
  total: number;
  pagination: Pagination;
}
