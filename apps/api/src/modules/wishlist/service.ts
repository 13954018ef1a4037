import {
  WISHLIST_MAX_ITEMS,
  type Wishlist,
  type WishlistItemParams,
  type WishlistMergeBody,
} from '@ochre/shared/schemas/wishlist';
import type { Db } from '../../db/client';
import { Conflict, NotFound } from '../../lib/errors';
import { toActivityDto } from '../activities/activity.dto';
import { toProductDto } from '../products/product.dto';
import { wishlistRepository } from './repository';

const NOT_FOUND = {
  product: 'This product is no longer available.',
  activity: 'This activity is no longer available.',
} as const;

/** A signed-in visitor's hearts: only ever their own list, only on published items, and bounded. */
export function createWishlistService({ db }: { db: Db }) {
  async function list(userId: string): Promise<Wishlist> {
    const [products, activities] = await Promise.all([
      wishlistRepository.products(db, userId),
      wishlistRepository.activities(db, userId),
    ]);
    return { products: products.map(toProductDto), activities: activities.map(toActivityDto) };
  }

  return {
    list,

    /** Saving twice is saving once. */
    async add(userId: string, { kind, id }: WishlistItemParams): Promise<void> {
      await db.transaction(async (tx) => {
        const [published] = await wishlistRepository.published(tx, kind, [id]);
        if (!published) throw new NotFound(NOT_FOUND[kind]);
        if ((await wishlistRepository.count(tx, userId)) >= WISHLIST_MAX_ITEMS) {
          throw new Conflict(`Your wish list is full (${WISHLIST_MAX_ITEMS} items). Remove some first.`);
        }
        await wishlistRepository.add(tx, userId, kind, [id]);
      });
    },

    /** Removing what is not there is fine: the heart is off either way. */
    async remove(userId: string, { kind, id }: WishlistItemParams): Promise<void> {
      await wishlistRepository.remove(db, userId, kind, id);
    },

    /**
     * A guest's hearts join the account at sign-in: items no longer on sale are
     * dropped, and what does not fit under the limit is left out.
     */
    async merge(userId: string, { products, activities }: WishlistMergeBody): Promise<Wishlist> {
      await db.transaction(async (tx) => {
        let room = WISHLIST_MAX_ITEMS - (await wishlistRepository.count(tx, userId));
        for (const [kind, ids] of [
          ['product', products],
          ['activity', activities],
        ] as const) {
          const published = await wishlistRepository.published(tx, kind, [...new Set(ids)]);
          const taken = published.slice(0, Math.max(0, room));
          await wishlistRepository.add(tx, userId, kind, taken);
          room -= taken.length;
        }
      });
      return list(userId);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
