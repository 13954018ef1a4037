import { CHECKOUT_RULE, computeTotals } from '@ochre/shared/rules/order-totals';
import { describe, expect, it } from 'vitest';
import { amountMismatch, mergeLines, PRICES_CHANGED, TOTAL_CHANGED } from './checkout-rules';

describe('mergeLines', () => {
  it('adds up a product listed twice and remembers where it first was', () => {
    expect(
      mergeLines([
        { product: 'a', qty: 1, price: 12.5 },
        { product: 'b', qty: 2 },
        { product: 'a', qty: 3 },
      ]),
    ).toEqual([
      { productId: 'a', qty: 4, index: 0, clientPriceCents: 1250 },
      { productId: 'b', qty: 2, index: 1, clientPriceCents: undefined },
    ]);
  });
});

describe('amountMismatch', () => {
  const lines = [{ productId: 'a', qty: 2, index: 0, name: 'Tea glasses', image: '', priceCents: 12_50 }];
  const totals = computeTotals([{ priceCents: 12_50, quantity: 2 }], CHECKOUT_RULE);

  it('accepts what the server computes, and silence', () => {
    expect(amountMismatch(lines, totals, {})).toBeNull();
    expect(
      amountMismatch(lines, totals, { itemsPrice: 25, shippingPrice: 10, taxPrice: 2.5, totalPrice: 37.5 }),
    ).toBeNull();
  });

  it('names a line whose price the client has wrong', () => {
    expect(amountMismatch([{ ...lines[0]!, clientPriceCents: 1 }], totals, {})).toEqual({
      message: PRICES_CHANGED,
      errors: { 'orderItems.0.price': 'The price of Tea glasses is now $12.50.' },
    });
  });

  it('refuses totals that differ by as little as a cent', () => {
    expect(amountMismatch(lines, totals, { totalPrice: 37.49, shippingPrice: 0 })).toEqual({
      message: TOTAL_CHANGED,
      errors: { shippingPrice: 'It is $10.00.', totalPrice: 'It is $37.50.' },
    });
  });
});
