import { WISHLIST_MAX_ITEMS, type WishlistKind } from '@ochre/shared/constants';
import { useSyncExternalStore } from 'react';
import { browserStorage, STORAGE_KEYS } from '../../lib/browser-storage';

/** A guest's hearts: ids by kind, newest first, kept in this browser until sign-in merges them. */
export interface GuestWishlist {
  products: string[];
  activities: string[];
}

const EMPTY: GuestWishlist = { products: [], activities: [] };
const field = (kind: WishlistKind) => (kind === 'product' ? 'products' : 'activities');
const ids = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((id): id is string => typeof id === 'string').slice(0, WISHLIST_MAX_ITEMS)
    : [];

let state: GuestWishlist = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function read(): GuestWishlist {
  const stored = browserStorage.getJson<Partial<GuestWishlist>>(STORAGE_KEYS.wishlist);
  return stored && typeof stored === 'object'
    ? { products: ids(stored.products), activities: ids(stored.activities) }
    : EMPTY;
}

function commit(next: GuestWishlist) {
  state = next;
  if (next.products.length + next.activities.length === 0) browserStorage.remove(STORAGE_KEYS.wishlist);
  else browserStorage.setJson(STORAGE_KEYS.wishlist, next);
  for (const listener of listeners) listener();
}

function ensureLoaded() {
  if (!loaded && typeof window !== 'undefined') {
    loaded = true;
    state = read();
  }
}

export const guestWishlistStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): GuestWishlist {
    ensureLoaded();
    return state;
  },
  getServerSnapshot: (): GuestWishlist => EMPTY,
  has(kind: WishlistKind, id: string): boolean {
    return guestWishlistStore.getSnapshot()[field(kind)].includes(id);
  },
  /** Saves or unsaves; answers whether it is saved now. */
  toggle(kind: WishlistKind, id: string): boolean {
    ensureLoaded();
    const list = state[field(kind)];
    const saved = !list.includes(id);
    const next = saved ? [id, ...list].slice(0, WISHLIST_MAX_ITEMS) : list.filter((x) => x !== id);
    commit({ ...state, [field(kind)]: next });
    return saved;
  },
  clear(): void {
    commit(EMPTY);
  },
  /** Another tab changed it: follow. */
  syncFromStorage(): void {
    state = read();
    for (const listener of listeners) listener();
  },
};

export function useGuestWishlist(): GuestWishlist {
  return useSyncExternalStore(
    guestWishlistStore.subscribe,
    guestWishlistStore.getSnapshot,
    guestWishlistStore.getServerSnapshot,
  );
}
