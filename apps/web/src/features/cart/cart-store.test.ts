import { CART_PAGE_RULE, CHECKOUT_RULE } from '@ochre/shared/rules/order-totals';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartTotals, unavailableLines } from './cart-product';
import { type CartProduct, cartStore } from './cart-store';

const lantern: CartProduct = {
  _id: 'p1',
  name: 'Brass Lantern',
  image: '/uploads/demo/products/brass-star-lantern-1.webp',
  category: 'Home Decor',
  price: 68,
  originalPrice: 85,
  sale: true,
  slug: 'brass-star-lantern',
  countInStock: 3,
};

describe('cart store (SPEC §4 Cart)', () => {
  beforeEach(() => cartStore.clear());

  it('adds, adds more, and never beyond the stock', () => {
    expect(cartStore.add(lantern, 2)).toBe(2);
    expect(cartStore.add(lantern, 5)).toBe(1);
    expect(cartStore.add(lantern)).toBe(0);
    expect(cartStore.getSnapshot()).toEqual([{ product: lantern, quantity: 3 }]);
  });

  it('removes a line set to 0 or less', () => {
    cartStore.add(lantern, 2);
    cartStore.setQuantity('p1', 0);
    expect(cartStore.getSnapshot()).toEqual([]);
  });

  it('follows the catalogue: new price, lower stock', () => {
    cartStore.add(lantern, 3);
    cartStore.refresh({ ...lantern, price: 60, countInStock: 2 });
    expect(cartStore.getSnapshot()).toEqual([
      { product: { ...lantern, price: 60, countInStock: 2 }, quantity: 2 },
    ]);
    cartStore.refresh({ ...lantern, countInStock: 0 });
    expect(unavailableLines(cartStore.getSnapshot())).toHaveLength(1);
  });

  it('totals with the cart page rule and the checkout rule', () => {
    cartStore.add({ ...lantern, countInStock: 10 }, 1);
    const items = cartStore.getSnapshot();
    expect(cartTotals(items, CART_PAGE_RULE)).toEqual({
      itemsCents: 68_00,
      shippingCents: 10_00,
      taxCents: 5_44,
      totalCents: 83_44,
    });
    expect(cartTotals(items, CHECKOUT_RULE)).toEqual({
      itemsCents: 68_00,
      shippingCents: 0,
      taxCents: 6_80,
      totalCents: 74_80,
    });
  });
});
