import { describe, expect, it } from 'vitest';
import { discountPercent } from './discount';

describe('discountPercent (SPEC §5)', () => {
  it('rounds (1 - price/original) × 100', () => {
    expect(discountPercent(75, 100)).toBe(25);
    expect(discountPercent(39.99, 59.99)).toBe(33);
    expect(discountPercent(66.5, 100)).toBe(34);
  });

  it('shows nothing unless the original is higher', () => {
    expect(discountPercent(100, 100)).toBeNull();
    expect(discountPercent(120, 100)).toBeNull();
    expect(discountPercent(100, null)).toBeNull();
    expect(discountPercent(100, undefined)).toBeNull();
  });
});
