import type { WishlistKind } from '@ochre/shared/schemas/wishlist';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities, activityColumns, productColumns, products } from '../../db/schema/catalog';
import { wishlistItems } from '../../db/schema/wishlist';
import type { ActivityRow } from '../activities/activity.dto';
import type { ProductRow } from '../products/product.dto';

const targetColumn = (kind: WishlistKind) =>
  kind === 'product' ? wishlistItems.productId : wishlistItems.activityId;
const catalogueTable = (kind: WishlistKind) => (kind === 'product' ? products : activities);

export const wishlistRepository = {
  /** The user's saved products still published, newest heart first. */
  async products(db: DbOrTx, userId: string): Promise<ProductRow[]> {
    const rows = await db
      .select({ product: productColumns })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(and(eq(wishlistItems.userId, userId), eq(products.isPublished, true)))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
    return rows.map((r) => r.product);
  },

  async activities(db: DbOrTx, userId: string): Promise<ActivityRow[]> {
    const rows = await db
      .select({ activity: activityColumns })
      .from(wishlistItems)
      .innerJoin(activities, eq(activities.id, wishlistItems.activityId))
      .where(and(eq(wishlistItems.userId, userId), eq(activities.isPublished, true)))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
    return rows.map((r) => r.activity);
  },

  /** Which of these ids are published items of that kind (hearts go on nothing else). */
  async published(db: DbOrTx, kind: WishlistKind, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const table = catalogueTable(kind);
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, [...ids]), eq(table.isPublished, true)));
    return rows.map((r) => r.id);
  },

  async count(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
    return row?.n ?? 0;
  },

  /** Adds what is not saved yet; a heart already there stays as it was (its date too). */
  async add(db: DbOrTx, userId: string, kind: WishlistKind, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .insert(wishlistItems)
      .values(ids.map((id) => ({ userId, [kind === 'product' ? 'productId' : 'activityId']: id })))
      .onConflictDoNothing();
  },

  async remove(db: DbOrTx, userId: string, kind: WishlistKind, id: string): Promise<void> {
    await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(targetColumn(kind), id)));
  },
};
