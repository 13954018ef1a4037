import { formatUsd, toCents } from '@ochre/shared/rules/money';
import type { Totals } from '@ochre/shared/rules/order-totals';
import type { CreateOrderBody } from '@ochre/shared/schemas/orders';

export interface RequestedLine {
  productId: string;
  qty: number;
  /** Where the line was in the request, for field errors (`orderItems.2.qty`). */
  index: number;
  clientPriceCents?: number;
}

/** One line per product: a product listed twice is bought in the sum of both quantities. */
export function mergeLines(items: CreateOrderBody['orderItems']): RequestedLine[] {
  const byProduct = new Map<string, RequestedLine>();
  items.forEach((item, index) => {
    const existing = byProduct.get(item.product);
    if (existing) existing.qty += item.qty;
    else
      byProduct.set(item.product, {
        productId: item.product,
        qty: item.qty,
        index,
        clientPriceCents: item.price === undefined ? undefined : toCents(item.price),
      });
  });
  return [...byProduct.values()];
}

export interface PricedLine extends RequestedLine {
  name: string;
  image: string;
  priceCents: number;
}

export interface AmountMismatch {
  message: string;
  errors: Record<string, string>;
}

export const PRICES_CHANGED = 'Prices have changed since you added these items. Please review your cart.';
export const TOTAL_CHANGED = 'The order total has changed. Please review your order.';

/**
 * The server's prices and totals win; amounts the client sent are only
 * compared with them, so nobody pays other than what they were shown.
 */
export function amountMismatch(
  lines: readonly PricedLine[],
  totals: Totals,
  body: Pick<CreateOrderBody, 'itemsPrice' | 'shippingPrice' | 'taxPrice' | 'totalPrice'>,
): AmountMismatch | null {
  const errors: Record<string, string> = {};
  for (const line of lines) {
    if (line.clientPriceCents !== undefined && line.clientPriceCents !== line.priceCents) {
      errors[`orderItems.${line.index}.price`] =
        `The price of ${line.name} is now ${formatUsd(line.priceCents)}.`;
    }
  }
  if (Object.keys(errors).length) return { message: PRICES_CHANGED, errors };

  const sent = {
    itemsPrice: [body.itemsPrice, totals.itemsCents],
    shippingPrice: [body.shippingPrice, totals.shippingCents],
    taxPrice: [body.taxPrice, totals.taxCents],
    totalPrice: [body.totalPrice, totals.totalCents],
  } as const;
  for (const [field, [client, server]] of Object.entries(sent)) {
    if (client !== undefined && toCents(client) !== server) errors[field] = `It is ${formatUsd(server)}.`;
  }
  return Object.keys(errors).length ? { message: TOTAL_CHANGED, errors } : null;
}
