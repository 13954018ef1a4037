import { LOW_STOCK_THRESHOLD } from '../constants';

export type StockState = { kind: 'out' } | { kind: 'low'; left: number } | { kind: 'in' };

/** 0 is 'Out of Stock'; 1 to 5 is 'Only N left' (SPEC §4 Stock display). */
export function stockState(countInStock: number): StockState {
  if (countInStock <= 0) return { kind: 'out' };
  if (countInStock <= LOW_STOCK_THRESHOLD) return { kind: 'low', left: countInStock };
  return { kind: 'in' };
}
