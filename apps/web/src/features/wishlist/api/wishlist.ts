import type { Wishlist, WishlistKind, WishlistMergeBody } from '@ochre/shared/schemas/wishlist';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** One person's list: the user id is in the key, so another account never sees a cached one. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  mine: (userId: string) => ['wishlist', userId] as const,
};

export const wishlistQuery = (userId: string) =>
  queryOptions({
    queryKey: wishlistKeys.mine(userId),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<Wishlist>>('/wishlist', undefined, signal)).data,
  });

const itemPath = (kind: WishlistKind, id: string) => `/wishlist/${kind}/${encodeURIComponent(id)}`;

export interface WishlistChange {
  kind: WishlistKind;
  id: string;
  save: boolean;
}

/** Saves or removes one heart; stays pending until the list is read again, so the heart never flickers back. */
export function useChangeWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, save }: WishlistChange) =>
      save ? api.put(itemPath(kind, id)) : api.delete(itemPath(kind, id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}

/** The hearts a guest saved in this browser, added to the account (POST /wishlist/merge). */
export async function mergeWishlist(body: WishlistMergeBody): Promise<Wishlist> {
  return (await api.post<DataEnvelope<Wishlist>>('/wishlist/merge', body)).data;
}
