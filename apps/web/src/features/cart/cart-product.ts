import { toCents } from '@ochre/shared/rules/money';
import { computeTotals, type Totals, type TotalsRule } from '@ochre/shared/rules/order-totals';
import type { Product } from '@ochre/shared/schemas/products';
import type { CartItem, CartProduct } from './cart-store';

/** A catalogue product as the cart keeps it (SPEC §3 Cart item). */
export function toCartProduct(
  product: Pick<
    Product,
    '_id' | 'name' | 'image' | 'category' | 'price' | 'originalPrice' | 'isOnSale' | 'slug' | 'countInStock'
  >,
): CartProduct {
  return {
    _id: product._id,
    name: product.name,
    image: product.image,
    category: product.category,
    price: product.price,
    originalPrice: product.originalPrice,
    sale: product.isOnSale,
    slug: product.slug,
    countInStock: product.countInStock,
  };
}

/** Subtotal, shipping, tax and total of the cart under a rule (the cart page's or the checkout's), in cents. */
export function cartTotals(items: readonly CartItem[], rule: TotalsRule): Totals {
  return computeTotals(
    items.map((item) => ({ priceCents: toCents(item.product.price), quantity: item.quantity })),
    rule,
  );
}

/** Lines that cannot be bought as they are: sold out, or more than is left. */
export function unavailableLines(items: readonly CartItem[]): CartItem[] {
  return items.filter(
    (item) => item.product.countInStock !== undefined && item.quantity > item.product.countInStock,
  );
}

/** A product page's link: by slug, or by id when there is none (SPEC §2). */
export const productPath = (product: Pick<CartProduct, '_id' | 'slug'>) =>
  `/products/${encodeURIComponent(product.slug || product._id)}`;
