import type { ProductSort } from '@ochre/shared/schemas/products';
import { and, asc, count, desc, eq, gte, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/catalog';
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

/** The same expression as the products_search_idx index, so searches use it. */
const searchDocument = sql`to_tsvector('simple', ${products.name} || ' ' || ${products.category} || ' ' || ${products.brand} || ' ' || ${products.description})`;

/** Every order ends on the id, so pages never repeat or skip a product. */
const ORDER_BY: Record<ProductSort, SQL[]> = {
  featured: [desc(products.isFeatured), desc(products.createdAt), asc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
  'price-low': [asc(products.priceCents), asc(products.id)],
  'price-high': [desc(products.priceCents), asc(products.id)],
  rating: [desc(products.ratingAvg), desc(products.numReviews), asc(products.id)],
  popular: [desc(products.soldCount), desc(products.numReviews), asc(products.id)],
};

function whereOf(filters: ProductFilters): SQL | undefined {
  return and(
    eq(products.isPublished, true),
    filters.search ? sql`${searchDocument} @@ to_tsquery('simple', ${filters.search})` : undefined,
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
  async list(
    db: DbOrTx,
    filters: ProductFilters,
    sort: ProductSort,
    limit: number,
    offset: number,
  ): Promise<{ rows: ProductRow[]; total: number }> {
    const where = whereOf(filters);
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(products)
        .where(where)
        .orderBy(...ORDER_BY[sort])
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(products).where(where),
    ]);
    return { rows, total: totals?.n ?? 0 };
  },

  /** A published product by its slug, or by its id when it is linked without one (SPEC §2). */
  async findPublished(db: DbOrTx, slugOrId: string): Promise<ProductRow | undefined> {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.isPublished, true), or(eq(products.slug, slugOrId), eq(products.id, slugOrId))))
      .orderBy(sql`${products.slug} = ${slugOrId} desc`)
      .limit(1);
    return row;
  },

  /** Same category, never the product itself; what can be bought comes first. */
  async related(db: DbOrTx, product: ProductRow, limit: number): Promise<ProductRow[]> {
    return db
      .select()
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
      .returning();
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
