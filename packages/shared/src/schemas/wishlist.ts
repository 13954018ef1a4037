import { z } from 'zod';
import { WISHLIST_KINDS, WISHLIST_MAX_ITEMS } from '../constants';
import type { Activity } from './activities';
import type { Product } from './products';

export { WISHLIST_KINDS, WISHLIST_MAX_ITEMS, type WishlistKind } from '../constants';

const itemId = z.string().trim().min(1).max(64);

/** PUT and DELETE /wishlist/{kind}/{id}. */
export const wishlistItemParams = z.strictObject({
  kind: z.enum(WISHLIST_KINDS, { error: `Kind must be one of: ${WISHLIST_KINDS.join(', ')}.` }),
  id: itemId,
});
export type WishlistItemParams = z.infer<typeof wishlistItemParams>;

/** POST /wishlist/merge: the hearts a guest saved in this browser, added to the account at sign-in. */
export const wishlistMergeBody = z.strictObject({
  products: z.array(itemId).max(WISHLIST_MAX_ITEMS).default([]),
  activities: z.array(itemId).max(WISHLIST_MAX_ITEMS).default([]),
});
export type WishlistMergeBody = z.infer<typeof wishlistMergeBody>;

/** GET /wishlist: the saved items still on sale, newest first. */
export interface Wishlist {
  products: Product[];
  activities: Activity[];
}
