import { describe, expect, it } from 'vitest';
import { stockState } from './stock';

describe('stock display (SPEC §4)', () => {
  it('labels stock', () => {
    expect(stockState(0)).toEqual({ kind: 'out' });
    expect(stockState(1)).toEqual({ kind: 'low', left: 1 });
    expect(stockState(5)).toEqual({ kind: 'low', left: 5 });
    expect(stockState(6)).toEqual({ kind: 'in' });
  });
});
