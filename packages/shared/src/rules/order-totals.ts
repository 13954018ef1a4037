/**
 * Shipping, tax and total for a list of lines. The cart page and the checkout use
 * different thresholds and rates (SPEC §9); both are stated here once.
 */

export interface TotalsRule {
  /** Shipping is free when the subtotal is strictly over this amount. */
  freeShippingOverCents: number;
  shippingCents: number;
  taxRate: number;
}

export const CART_PAGE_RULE: TotalsRule = {
  freeShippingOverCents: 100_00,
  shippingCents: 10_00,
  taxRate: 0.08,
};
export const CHECKOUT_RULE: TotalsRule = { freeShippingOverCents: 50_00, shippingCents: 10_00, taxRate: 0.1 };

export interface PricedLine {
  priceCents: number;
  quantity: number;
}

export interface Totals {
  itemsCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

export function subtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
}

export function itemCount(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function computeTotals(lines: readonly PricedLine[], rule: TotalsRule): Totals {
  const itemsCents = subtotalCents(lines);
  const shippingCents = itemsCents > rule.freeShippingOverCents ? 0 : rule.shippingCents;
  const taxCents = Math.round(itemsCents * rule.taxRate);
  return { itemsCents, shippingCents, taxCents, totalCents: itemsCents + shippingCents + taxCents };
}

/** What is still missing for free shipping, or 0 when it already applies. */
export function amountToFreeShippingCents(itemsCents: number, rule: TotalsRule): number {
  return itemsCents > rule.freeShippingOverCents ? 0 : rule.freeShippingOverCents - itemsCents + 1;
}
