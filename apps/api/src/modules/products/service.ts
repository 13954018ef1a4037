import {
  CATEGORY_PRODUCTS_DEFAULT_LIMIT,
  PRODUCT_LIST_PAGE_SIZE,
  RELATED_PRODUCTS_LIMIT,
} from '@ochre/shared/constants';
import { toCents } from '@ochre/shared/rules/money';
import { pageCount } from '@ochre/shared/rules/pagination';
import { slugify } from '@ochre/shared/rules/text';
import type { Pagination } from '@ochre/shared/schemas/common';
import type {
  Product,
  ProductCategory,
  ProductSort,
  ProductSummary,
  ProductsQuery,
} from '@ochre/shared/schemas/products';
import type { Db } from '../../db/client';
import { LOCAL_TTL_MS, type LocalCache } from '../../lib/cache';
import { NotFound } from '../../lib/errors';
import { toProductDto, toProductSummary } from './product.dto';
import { type ProductFilters, productsRepository } from './repository';
import { prefixQuery } from './search-terms';

export const PRODUCT_NOT_FOUND = "The product you're looking for doesn't exist or may have been removed.";

export function createProductsService({ db, cache }: { db: Db; cache: LocalCache }) {
  /** Kept until a product changes: every list with a category and every count would ask again. */
  const fromProducts = <T>(key: string, compute: () => Promise<T>, bytes = 1024) =>
    cache.wrap(`products:${key}`, async () => ({
      value: await compute(),
      ttlMs: LOCAL_TTL_MS,
      tags: ['products'],
      bytes,
    }));

  const categories = (): Promise<ProductCategory[]> =>
    fromProducts('categories', async () =>
      (await productsRepository.categories(db)).map(({ name, count }) => ({
        _id: name,
        name,
        slug: slugify(name),
        count,
      })),
    );

  /** Links may name a category as it is written ("Home Decor") or by its slug ("home-decor"). */
  const categoryName = async (requested: string): Promise<string> => {
    const wanted = requested.toLowerCase();
    const match = (await categories()).find(
      (c) => c.name.toLowerCase() === wanted || c.slug === slugify(requested),
    );
    return match?.name ?? requested;
  };

  const findOrFail = async (slugOrId: string) => {
    const row = await productsRepository.findPublished(db, slugOrId);
    if (!row) throw new NotFound(PRODUCT_NOT_FOUND);
    return row;
  };

  return {
    categories,

    /**
     * Filtering, sorting and paging all happen in the database (SPEC §2 Products). The total
     * is counted once per set of filters, whatever the sort and page, until a product changes.
     */
    async list(
      query: ProductsQuery,
    ): Promise<{ products: ProductSummary[]; total: number; pagination: Pagination }> {
      const filters: ProductFilters = {
        search: query.search ? prefixQuery(query.search) : undefined,
        category: query.category ? await categoryName(query.category) : undefined,
        minPriceCents: query.minPrice ? toCents(query.minPrice) : undefined,
        maxPriceCents: query.maxPrice !== undefined ? toCents(query.maxPrice) : undefined,
        minRating: query.rating || undefined,
        inStock: query.inStock,
        featured: query.featured,
      };
      const sort: ProductSort = query.sortBy ?? query.sort ?? 'featured';
      const limit =
        query.limit ?? (query.category ? CATEGORY_PRODUCTS_DEFAULT_LIMIT : PRODUCT_LIST_PAGE_SIZE);
      const total = await fromProducts(`count:${JSON.stringify(filters)}`, () =>
        productsRepository.count(db, filters),
      );
      const rows = await productsRepository.page(db, filters, sort, {
        limit,
        offset: (query.page - 1) * limit,
        total,
      });
      return {
        products: rows.map(toProductSummary),
        total,
        pagination: { total, pages: pageCount(total, limit), page: query.page, limit },
      };
    },

    async detail(slugOrId: string): Promise<Product> {
      return toProductDto(await findOrFail(slugOrId));
    },

    /** Same category, up to 4, never the product itself (SPEC §2 Product detail). */
    async related(slugOrId: string, limit = RELATED_PRODUCTS_LIMIT): Promise<ProductSummary[]> {
      const product = await findOrFail(slugOrId);
      return (await productsRepository.related(db, product, limit)).map(toProductSummary);
    },

    async featured(limit: number): Promise<ProductSummary[]> {
      return (await this.list({ featured: true, sort: 'featured', page: 1, limit })).products;
    },

    async top(limit: number): Promise<ProductSummary[]> {
      return (await this.list({ sort: 'rating', page: 1, limit })).products;
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
