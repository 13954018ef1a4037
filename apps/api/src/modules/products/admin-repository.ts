import { LOW_STOCK_THRESHOLD } from '@ochre/shared/constants';
import { and, asc, count, desc, eq, ilike, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productColumns, products } from '../../db/schema/catalog';
import { orderItems, orders } from '../../db/schema/commerce';
import { reviews } from '../../db/schema/content';
import { containing } from '../../lib/like';
import type { ProductRow } from './product.dto';

export interface AdminProductFilter {
  search?: string;
  status?: 'published' | 'draft';
  stock?: 'low' | 'out';
  category?: string;
}

export type AdminProductRow = ProductRow & { orderCount: number };

// Written out in full: drizzle leaves columns of single-table selections unqualified.
const orderCount = sql<number>`(select count(distinct oi.order_id)::int from ${orderItems} oi where oi.product_id = ${products}.id)`;

function whereOf(filter: AdminProductFilter): SQL | undefined {
  const pattern = filter.search ? containing(filter.search) : undefined;
  return and(
    filter.status ? eq(products.isPublished, filter.status === 'published') : undefined,
    filter.stock === 'out' ? eq(products.countInStock, 0) : undefined,
    filter.stock === 'low' ? lte(products.countInStock, LOW_STOCK_THRESHOLD) : undefined,
    filter.category ? eq(products.category, filter.category) : undefined,
    pattern
      ? or(ilike(products.name, pattern), ilike(products.sku, pattern), ilike(products.slug, pattern))
      : undefined,
  );
}

/** The back office's products: drafts too, and how often each was ordered. */
export const productsAdminRepository = {
  async list(db: DbOrTx, filter: AdminProductFilter, limit: number, offset: number) {
    const where = whereOf(filter);
    const [rows, [total]] = await Promise.all([
      db
        .select({ product: productColumns, orderCount })
        .from(products)
        .where(where)
        .orderBy(
          filter.stock ? asc(products.countInStock) : desc(products.updatedAt),
          asc(products.name),
          asc(products.id),
        )
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(products).where(where),
    ]);
    return {
      rows: rows.map(({ product, orderCount: n }) => ({ ...product, orderCount: n })),
      total: total?.n ?? 0,
    };
  },

  async findById(db: DbOrTx, id: string): Promise<AdminProductRow | undefined> {
    const [row] = await db
      .select({ product: productColumns, orderCount })
      .from(products)
      .where(eq(products.id, id));
    return row ? { ...row.product, orderCount: row.orderCount } : undefined;
  },

  /** The product, locked until the transaction ends. */
  async lock(db: DbOrTx, id: string): Promise<ProductRow | undefined> {
    const [row] = await db.select(productColumns).from(products).where(eq(products.id, id)).for('update');
    return row;
  },

  /** Whether another product already uses this value of a unique column. */
  async taken(db: DbOrTx, column: 'slug' | 'sku', value: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products[column], value), exceptId ? ne(products.id, exceptId) : undefined))
      .limit(1);
    return Boolean(row);
  },

  async insert(db: DbOrTx, values: typeof products.$inferInsert): Promise<ProductRow> {
    const [row] = await db.insert(products).values(values).returning(productColumns);
    return row!;
  },

  async update(db: DbOrTx, id: string, values: Partial<typeof products.$inferInsert>): Promise<ProductRow> {
    const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning(productColumns);
    return row!;
  },

  /** Order lines keep their name and price: the product reference is set to null (foreign key). */
  async delete(db: DbOrTx, id: string): Promise<void> {
    await db.delete(reviews).where(and(eq(reviews.refModel, 'Product'), eq(reviews.refId, id)));
    await db.delete(products).where(eq(products.id, id));
  },

  /** Unpaid orders still keeping this product's stock aside. */
  async heldByUnpaidOrders(db: DbOrTx, id: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.productId, id), eq(orders.isPaid, false), eq(orders.stockHeld, true)));
    return row?.n ?? 0;
  },

  async categories(db: DbOrTx): Promise<string[]> {
    const rows = await db
      .selectDistinct({ category: products.category })
      .from(products)
      .orderBy(products.category);
    return rows.map((row) => row.category);
  },
};
