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

  /** Adds up to what the stock allows (when known); answers how many were added. */
  add(product: CartProduct, quantity = 1): number {
    ensureLoaded();
    const existing = items.find((i) => i.product._id === product._id);
    const inCart = existing?.quantity ?? 0;
    const wanted = inCart + Math.max(0, Math.floor(quantity));
    const next = product.countInStock === undefined ? wanted : Math.min(wanted, product.countInStock);
    if (next <= inCart) return 0;
    commit(
      existing
        ? items.map((i) => (i.product._id === product._id ? { product, quantity: next } : i))
        : [...items, { product, quantity: next }],
    );
    return next - inCart;
  },
  /**
   * The catalogue's current name, price and stock for a product in the cart; a
   * quantity above a lower stock comes down to it (an out-of-stock line stays,
   * shown as such, until removed).
   */
  refresh(product: CartProduct): void {
    ensureLoaded();
    const existing = items.find((i) => i.product._id === product._id);
    if (!existing) return;
    const stock = product.countInStock;
    const quantity =
      stock !== undefined && stock > 0 ? Math.min(existing.quantity, stock) : existing.quantity;
    const same =
      quantity === existing.quantity && JSON.stringify(product) === JSON.stringify(existing.product);
    if (same) return;
    commit(items.map((i) => (i.product._id === product._id ? { product, quantity } : i)));
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
