import { describe, expect, it } from 'vitest';
import { refundableCents } from './refunds';

describe('refunds', () => {
  it('never gives back more than was taken', () => {
    expect(refundableCents(50_00, 20_00)).toBe(30_00);
    expect(refundableCents(50_00, 60_00)).toBe(0);
  });
});
