import type { QueryClient } from '@tanstack/react-query';
import { authStore } from '../auth/auth-store';
import { mergeWishlist, wishlistKeys } from './api/wishlist';
import { guestWishlistStore } from './wishlist-store';

/**
 * A guest's hearts join the account the moment someone signs in (or a stored
 * session is confirmed), then leave the browser; if the call fails they stay
 * and the next sign-in tries again.
 */
export function mergeGuestWishlistOnSignIn(queryClient: QueryClient): () => void {
  let running = false;
  const merge = async () => {
    const { status, user } = authStore.getSnapshot();
    const guest = guestWishlistStore.getSnapshot();
    if (running || status !== 'authenticated' || !user) return;
    if (guest.products.length + guest.activities.length === 0) return;
    running = true;
    try {
      const merged = await mergeWishlist(guest);
      guestWishlistStore.clear();
      queryClient.setQueryData(wishlistKeys.mine(user._id), merged);
    } catch {
      // Kept in the browser: nothing is lost, and the next sign-in merges it.
    } finally {
      running = false;
    }
  };
  return authStore.subscribe(() => void merge());
}
