import { describe, expect, it } from 'vitest';
import { formatUsd, fromCents, toCents } from './money';

describe('money', () => {
  it('converts without floating point drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(1999)).toBe(19.99);
  });

  it('formats dollars with two decimals', () => {
    expect(formatUsd(1000)).toBe('$10.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
  });
});
