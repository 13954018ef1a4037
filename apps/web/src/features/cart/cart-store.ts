import { useSyncExternalStore } from 'react';
import { browserStorage, STORAGE_KEYS } from '../../lib/browser-storage';

/** SPEC §3 Cart item, kept in the browser under `cartItems`. */
export interface CartProduct {
  _id: string;
  name: string;
  image: string;
  category: string;
  price: number;
  originalPrice: number | null;
  sale: boolean;
  slug?: string;
  countInStock?: number;
}

export interface CartItem {
  product: CartProduct;
  quantity: number;
}

const EMPTY: CartItem[] = [];
let items: CartItem[] = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function isCartItem(value: unknown): value is CartItem {
  const item = value as CartItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.quantity === 'number' &&
    typeof item.product?._id === 'string' &&
    typeof item.product.price === 'number'
  );
}

function read(): CartItem[] {
  const stored = browserStorage.getJson<unknown>(STORAGE_KEYS.cart);
  return Array.isArray(stored) ? stored.filter(isCartItem) : EMPTY;
}

function commit(next: CartItem[]) {
  items = next;
  browserStorage.setJson(STORAGE_KEYS.cart, next);
  for (const listener of listeners) listener();
}

function ensureLoaded() {
  if (!loaded && typeof window !== 'undefined') {
    loaded = true;
    items = read();
  }
}

/** SPEC §4 Cart: loaded from the browser at start; adding again increases; 0 or less removes. */
export const cartStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): CartItem[] {
    ensureLoaded();
    return items;
  },
  getServerSnapshot: (): CartItem[] => EMPTY,

  add(product: CartProduct, quantity = 1): void {
    ensureLoaded();
    const existing = items.find((i) => i.product._id === product._id);
    commit(
      existing
        ? items.map((i) => (i.product._id === product._id ? { product, quantity: i.quantity + quantity } : i))
        : [...items, { product, quantity }],
    );
  },
  setQuantity(productId: string, quantity: number): void {
    ensureLoaded();
    commit(
      quantity <= 0
        ? items.filter((i) => i.product._id !== productId)
        : items.map((i) => (i.product._id === productId ? { ...i, quantity } : i)),
    );
  },
  remove(productId: string): void {
    ensureLoaded();
    commit(items.filter((i) => i.product._id !== productId));
  },
  clear(): void {
    commit(EMPTY);
  },
  /** Another tab changed the cart: follow it. */
  syncFromStorage(): void {
    items = read();
    for (const listener of listeners) listener();
  },
};

export function useCart(): CartItem[] {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getServerSnapshot);
}

export function useCartCount(): number {
  return useCart().reduce((sum, item) => sum + item.quantity, 0);
}
