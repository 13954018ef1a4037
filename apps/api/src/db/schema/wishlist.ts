import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities, products } from './catalog';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * A heart a signed-in visitor put on a product or an activity: exactly one of the
 * two, once each; it goes with the account or the item when either is deleted.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'cascade' }),
    activityId: text('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_items_user_product_key').on(t.userId, t.productId),
    uniqueIndex('wishlist_items_user_activity_key').on(t.userId, t.activityId),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt),
    check('wishlist_items_one_target', sql`num_nonnulls(${t.productId}, ${t.activityId}) = 1`),
  ],
);

export type WishlistItemRow = typeof wishlistItems.$inferSelect;
