import type { CartItem } from '../cart/cart-store';

/**
 * The order the checkout created and has not seen paid, kept for this tab:
 * reloading the page resumes its payment instead of placing (and holding
 * stock for) a second order. Only for the same cart.
 */
const KEY = 'pendingOrder';

interface PendingOrder {
  orderId: string;
  cart: string;
}

export const cartSignature = (items: readonly CartItem[]) =>
  items
    .map((item) => `${item.product._id}:${item.quantity}`)
    .sort()
    .join(',');

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export const pendingOrder = {
  /** The pending order's id, if it was placed for exactly this cart. */
  for(items: readonly CartItem[]): string | null {
    try {
      const saved = JSON.parse(storage()?.getItem(KEY) ?? 'null') as PendingOrder | null;
      return saved && saved.cart === cartSignature(items) ? saved.orderId : null;
    } catch {
      return null;
    }
  },
  save(orderId: string, items: readonly CartItem[]): void {
    try {
      storage()?.setItem(KEY, JSON.stringify({ orderId, cart: cartSignature(items) } satisfies PendingOrder));
    } catch {
      // Without storage a reload starts a fresh checkout; nothing else changes.
    }
  },
  clear(): void {
    try {
      storage()?.removeItem(KEY);
    } catch {
      // Nothing to clear.
    }
  },
};
