/**
 * localStorage that is safe to call anywhere: on the server, in private modes
 * and with full quotas it reads nothing and writes nothing instead of throwing.
 */
export const browserStorage = {
  get(key: string): string | null {
    if (typeof window === 'undefined') return null;
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  getJson<T>(key: string): T | null {
    const raw = browserStorage.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    if (typeof window === 'undefined') return;
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or disabled: the value lives for this page only.
    }
  },
  setJson(key: string, value: unknown): void {
    browserStorage.set(key, JSON.stringify(value));
  },
  remove(key: string): void {
    if (typeof window === 'undefined') return;
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to clean up when storage is unavailable.
    }
  },
};

/** Storage keys of SPEC §9 (the user token, the user, and the cart), and a guest's wish list. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  cart: 'cartItems',
  wishlist: 'wishlist',
} as const;
