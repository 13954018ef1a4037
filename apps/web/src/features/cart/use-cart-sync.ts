import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isNotFound } from '../../lib/api-client';
import { cartProductQuery } from './api/cart-products';
import { toCartProduct } from './cart-product';
import { type CartItem, cartStore } from './cart-store';

/**
 * Keeps the cart in step with the catalogue: current prices, names and stock
 * for every line. Answers the ids of products that no longer exist.
 */
export function useCartSync(items: readonly CartItem[]): Set<string> {
  const results = useQueries({
    queries: items.map((item) => cartProductQuery(item.product._id)),
  });
  const updatedAt = results.map((r) => r.dataUpdatedAt).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when any answer changes
  useEffect(() => {
    for (const result of results) if (result.data) cartStore.refresh(toCartProduct(result.data));
  }, [updatedAt]);
  return new Set(items.filter((_, i) => isNotFound(results[i]?.error)).map((item) => item.product._id));
}
