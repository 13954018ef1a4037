import { describe, expect, it } from 'vitest';
import {
  amountToFreeShippingCents,
  CART_PAGE_RULE,
  CHECKOUT_RULE,
  computeTotals,
  itemCount,
} from './order-totals';

describe('cart page totals (SPEC §9: free shipping over 100 else 10, tax 8%)', () => {
  it('charges 10 shipping at exactly 100', () => {
    expect(computeTotals([{ priceCents: 50_00, quantity: 2 }], CART_PAGE_RULE)).toEqual({
      itemsCents: 100_00,
      shippingCents: 10_00,
      taxCents: 8_00,
      totalCents: 118_00,
    });
  });

  it('ships free just over 100', () => {
    const totals = computeTotals([{ priceCents: 100_01, quantity: 1 }], CART_PAGE_RULE);
    expect(totals.shippingCents).toBe(0);
    expect(totals.taxCents).toBe(8_00);
    expect(totals.totalCents).toBe(108_01);
  });

  it('tells how much is missing for free shipping', () => {
    expect(amountToFreeShippingCents(60_00, CART_PAGE_RULE)).toBe(40_01);
    expect(amountToFreeShippingCents(150_00, CART_PAGE_RULE)).toBe(0);
  });
});

describe('checkout totals (SPEC §9: free shipping over 50 else 10, tax 10%)', () => {
  it('adds shipping and tax to a small order', () => {
    expect(computeTotals([{ priceCents: 12_50, quantity: 2 }], CHECKOUT_RULE)).toEqual({
      itemsCents: 25_00,
      shippingCents: 10_00,
      taxCents: 2_50,
      totalCents: 37_50,
    });
  });

  it('ships free over 50 and rounds tax to the cent', () => {
    const totals = computeTotals(
      [
        { priceCents: 33_33, quantity: 1 },
        { priceCents: 19_99, quantity: 3 },
      ],
      CHECKOUT_RULE,
    );
    expect(totals.itemsCents).toBe(93_30);
    expect(totals.shippingCents).toBe(0);
    expect(totals.taxCents).toBe(9_33);
    expect(totals.totalCents).toBe(102_63);
  });

  it('counts items across lines', () => {
    expect(
      itemCount([
        { priceCents: 1, quantity: 2 },
        { priceCents: 1, quantity: 3 },
      ]),
    ).toBe(5);
  });
});
