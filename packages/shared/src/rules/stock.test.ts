import { describe, expect, it } from 'vitest';
import { clampQuantity, stockState } from './stock';

describe('stock display (SPEC §4)', () => {
  it('labels stock', () => {
    expect(stockState(0)).toEqual({ kind: 'out' });
    expect(stockState(1)).toEqual({ kind: 'low', left: 1 });
    expect(stockState(5)).toEqual({ kind: 'low', left: 5 });
    expect(stockState(6)).toEqual({ kind: 'in' });
  });

  it('bounds the quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 4)).toBe(1);
    expect(clampQuantity(9, 4)).toBe(4);
    expect(clampQuantity(2, 0)).toBe(0);
  });
});
