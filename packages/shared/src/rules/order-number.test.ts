import { describe, expect, it } from 'vitest';
import { orderNumber } from './order-number';

describe('order number (SPEC §9)', () => {
  it('is the first 7 characters of the id', () => {
    expect(orderNumber('k3j9x2ab7q0c1d2e3f4g5h6i')).toBe('k3j9x2a');
  });
});
