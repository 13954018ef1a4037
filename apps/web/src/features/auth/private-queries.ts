import type { QueryClient } from '@tanstack/react-query';
import { authStore } from './auth-store';

/** Query families holding one person's data: forgotten when someone else (or nobody) is signed in. */
const PRIVATE_ROOTS = ['account', 'admin', 'orders', 'wishlist'] as const;

/**
 * Drops cached private data whenever the signed-in person changes (sign-out from
 * any menu, an expired session, another tab), so the next person on this
 * browser never sees it.
 */
export function forgetPrivateDataOnSignOut(queryClient: QueryClient): () => void {
  let signedInAs = authStore.getSnapshot().user?._id ?? null;
  return authStore.subscribe(() => {
    const current = authStore.getSnapshot().user?._id ?? null;
    if (current === signedInAs) return;
    const previous = signedInAs;
    signedInAs = current;
    if (previous === null) return;
    for (const root of PRIVATE_ROOTS) queryClient.removeQueries({ queryKey: [root] });
  });
}
