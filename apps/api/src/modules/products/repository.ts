import type { ProductSort } from '@ochre/shared/schemas/products';
import { type AnyColumn, and, asc, count, desc, eq, gte, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productColumns, products } from '../../db/schema/catalog';
import type { ProductRow } from './product.dto';

export interface ProductFilters {
  /** A prepared full-text query (see search-terms.ts). */
  search?: string;
  category?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  minRating?: number;
  inStock?: boolean;
  featured?: boolean;
}

type Direction = 'asc' | 'desc';

/**
 * Every order ends on the id, so pages never repeat or skip a product; each has its index
 * (products_sort_*_idx) in exactly this order.
 */
const ORDER_BY: Record<ProductSort, [AnyColumn, Direction][]> = {
  featured: [
    [products.isFeatured, 'desc'],
    [products.createdAt, 'desc'],
    [products.id, 'asc'],
  ],
  newest: [
    [products.createdAt, 'desc'],
    [products.id, 'asc'],
  ],
  'price-low': [
    [products.priceCents, 'asc'],
    [products.id, 'asc'],
  ],
  'price-high': [
    [products.priceCents, 'desc'],
    [products.id, 'asc'],
  ],
  rating: [
    [products.ratingAvg, 'desc'],
    [products.numReviews, 'desc'],
    [products.id, 'asc'],
  ],
  popular: [
    [products.soldCount, 'desc'],
    [products.numReviews, 'desc'],
    [products.id, 'asc'],
  ],
};

const orderOf = (sort: ProductSort, reversed: boolean): SQL[] =>
  ORDER_BY[sort].map(([column, direction]) =>
    (direction === 'asc') !== reversed ? asc(column) : desc(column),
  );

function whereOf(filters: ProductFilters): SQL | undefined {
  return and(
    eq(products.isPublished, true),
    filters.search ? sql`${products.searchDocument} @@ to_tsquery('simple', ${filters.search})` : undefined,
    filters.category ? eq(products.category, filters.category) : undefined,
    filters.minPriceCents !== undefined ? gte(products.priceCents, filters.minPriceCents) : undefined,
    filters.maxPriceCents !== undefined ? lte(products.priceCents, filters.maxPriceCents) : undefined,
    filters.minRating !== undefined ? gte(products.ratingAvg, filters.minRating) : undefined,
    filters.inStock ? gte(products.countInStock, 1) : undefined,
    filters.featured ? eq(products.isFeatured, true) : undefined,
  );
}

export interface StockLine {
  productId: string;
  qty: number;
}

export const productsRepository = {
  /** How many published products pass the filters (from the sort indexes alone, but for a search). */
  async count(db: DbOrTx, filters: ProductFilters): Promise<number> {
    const [row] = await db.select({ n: count() }).from(products).where(whereOf(filters));
    return row?.n ?? 0;
  },

  /**
   * One page of `total` matching products, in one round trip: the ids come off the sort's
   * index, then the rows by id in that order; past the middle the index is read from the
   * other end, so no page walks more than half of it.
   */
  async page(
    db: DbOrTx,
    filters: ProductFilters,
    sort: ProductSort,
    { limit, offset, total }: { limit: number; offset: number; total: number },
  ): Promise<ProductRow[]> {
    if (offset >= total) return [];
    const fromEnd = offset > total / 2;
    const ids = db
      .select({ id: products.id })
      .from(products)
      .where(whereOf(filters))
      .orderBy(...orderOf(sort, fromEnd))
      .limit(fromEnd ? Math.min(limit, total - offset) : limit)
      .offset(fromEnd ? Math.max(0, total - offset - limit) : offset);
    return db
      .select(productColumns)
      .from(products)
      .innerJoin(sql`unnest(array(${ids})) with ordinality as page(id, n)`, sql`page.id = ${products.id}`)
      .orderBy(fromEnd ? sql`page.n desc` : sql`page.n`);
  },

  /** A published product by its slug, or by its id when it is linked without one (SPEC §2). */
  async findPublished(db: DbOrTx, slugOrId: string): Promise<ProductRow | undefined> {
    const [row] = await db
      .select(productColumns)
      .from(products)
      .where(and(eq(products.isPublished, true), or(eq(products.slug, slugOrId), eq(products.id, slugOrId))))
      .orderBy(sql`${products.slug} = ${slugOrId} desc`)
      .limit(1);
    return row;
  },

  /** Same category, never the product itself; what can be bought comes first. */
  async related(db: DbOrTx, product: ProductRow, limit: number): Promise<ProductRow[]> {
    return db
      .select(productColumns)
      .from(products)
      .where(
        and(
          eq(products.isPublished, true),
          eq(products.category, product.category),
          ne(products.id, product.id),
        ),
      )
      .orderBy(
        desc(sql`${products.countInStock} > 0`),
        desc(products.isFeatured),
        desc(products.ratingAvg),
        asc(products.id),
      )
      .limit(limit);
  },

  async categories(db: DbOrTx): Promise<{ name: string; count: number }[]> {
    return db
      .select({ name: products.category, count: count() })
      .from(products)
      .where(eq(products.isPublished, true))
      .groupBy(products.category)
      .orderBy(asc(products.category));
  },

  /**
   * Takes `qty` units out of stock if that many are there, in one conditional
   * statement: concurrent buyers queue on the row and each sees the stock the
   * previous one left, so it can never go below zero.
   */
  async take(db: DbOrTx, { productId, qty }: StockLine): Promise<ProductRow | undefined> {
    const [row] = await db
      .update(products)
      .set({ countInStock: sql`${products.countInStock} - ${qty}` })
      .where(and(eq(products.id, productId), eq(products.isPublished, true), gte(products.countInStock, qty)))
      .returning(productColumns);
    return row;
  },

  async stockOf(
    db: DbOrTx,
    productId: string,
  ): Promise<{ name: string; countInStock: number; isPublished: boolean } | undefined> {
    const [row] = await db
      .select({
        name: products.name,
        countInStock: products.countInStock,
        isPublished: products.isPublished,
      })
      .from(products)
      .where(eq(products.id, productId));
    return row;
  },

  async giveBack(db: DbOrTx, { productId, qty }: StockLine): Promise<void> {
    await db
      .update(products)
      .set({ countInStock: sql`${products.countInStock} + ${qty}` })
      .where(eq(products.id, productId));
  },

  async addSold(db: DbOrTx, { productId, qty }: StockLine): Promise<void> {
    await db
      .update(products)
      .set({ soldCount: sql`${products.soldCount} + ${qty}` })
      .where(eq(products.id, productId));
  },
};
