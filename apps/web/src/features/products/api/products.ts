import {
  HOME_FEATURED_PRODUCTS,
  PRODUCT_DETAIL_CACHE_MS,
  PRODUCT_LIST_PAGE_SIZE,
  RELATED_PRODUCTS_LIMIT,
} from '@ochre/shared/constants';
import type { Pagination } from '@ochre/shared/schemas/common';
import type {
  Product,
  ProductCategory,
  ProductListResponse,
  ProductSummary,
} from '@ochre/shared/schemas/products';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { catalogueRoots } from '../../../lib/query-keys';
import { filtersToQuery, type ProductFilters } from '../filters';

export const productKeys = {
  all: catalogueRoots.products,
  lists: () => ['products', 'list'] as const,
  list: (filters: ProductFilters) => ['products', 'list', filters] as const,
  detail: (slugOrId: string) => ['products', 'detail', slugOrId] as const,
  related: (id: string) => ['products', 'related', id] as const,
  featured: (limit: number) => ['products', 'featured', limit] as const,
  categories: () => ['products', 'categories'] as const,
};

/** What a product card shows, and what the cart takes on a quick add (ProductCard, toCartProduct). */
export type ProductCardData = Pick<
  ProductSummary,
  | '_id'
  | 'slug'
  | 'name'
  | 'description'
  | 'image'
  | 'category'
  | 'price'
  | 'originalPrice'
  | 'rating'
  | 'numReviews'
  | 'countInStock'
  | 'isOnSale'
>;

/**
 * Lists keep only what their cards show: the server hands the query cache to the browser inside
 * the page, so every other field of a summary (aliases, brand, every picture) would travel twice.
 * A product page reads the full record under a key of its own.
 */
export const toProductCard = (product: ProductSummary): ProductCardData => ({
  _id: product._id,
  slug: product.slug,
  name: product.name,
  description: product.description,
  image: product.image,
  category: product.category,
  price: product.price,
  originalPrice: product.originalPrice,
  rating: product.rating,
  numReviews: product.numReviews,
  countInStock: product.countInStock,
  isOnSale: product.isOnSale,
});

/** A page of the list: its cards, the number of matches and the pages. */
export interface ProductCardList {
  data: ProductCardData[];
  total: number;
  pagination: Pagination;
}

/** The list page's products: filtered, sorted and paged by the API (SPEC §7: page 1, limit 20). */
export const productListQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: productKeys.list(filters),
    queryFn: async ({ signal }): Promise<ProductCardList> => {
      const { data, total, pagination } = await api.get<ProductListResponse>(
        '/products',
        filtersToQuery(filters, PRODUCT_LIST_PAGE_SIZE),
        signal,
      );
      return { data: data.map(toProductCard), total, pagination };
    },
    placeholderData: keepPreviousData,
  });

/** A product by slug, or by id when linked without one (SPEC §2); cached 5 minutes (SPEC §9). */
/** The home page's featured products: GET /products?limit=6&featured=true (SPEC §7). */
export const featuredProductsQuery = (limit: number = HOME_FEATURED_PRODUCTS) =>
  queryOptions({
    queryKey: productKeys.featured(limit),
    queryFn: async ({ signal }) =>
      (await api.get<ProductListResponse>('/products', { limit, featured: true }, signal)).data.map(
        toProductCard,
      ),
  });

export const productQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: productKeys.detail(slugOrId),
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<Product>>(
          `/products/slug/${encodeURIComponent(slugOrId)}`,
          undefined,
          signal,
        )
      ).data,
    staleTime: PRODUCT_DETAIL_CACHE_MS,
  });

export const relatedProductsQuery = (productId: string) =>
  queryOptions({
    queryKey: productKeys.related(productId),
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<ProductSummary[]>>(
          `/products/${encodeURIComponent(productId)}/related`,
          { limit: RELATED_PRODUCTS_LIMIT },
          signal,
        )
      ).data.map(toProductCard),
    staleTime: PRODUCT_DETAIL_CACHE_MS,
  });

export const productCategoriesQuery = () =>
  queryOptions({
    queryKey: productKeys.categories(),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<ProductCategory[]>>('/products/categories', undefined, signal)).data,
    staleTime: 5 * 60_000,
  });
