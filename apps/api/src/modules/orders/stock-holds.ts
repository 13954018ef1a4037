import type { ContentLang } from '@ochre/shared/constants';
import { localizeFields } from '@ochre/shared/rules/translations';
import type { DbOrTx, Tx } from '../../db/client';
import { Conflict, InvalidData } from '../../lib/errors';
import { productsRepository, type StockLine } from '../products/repository';
import type { PricedLine, RequestedLine } from './checkout-rules';
import type { OrderItemRow } from './repository';

export const PRODUCT_UNAVAILABLE = 'A product in your cart is no longer available.';

/**
 * Takes every line out of stock inside the caller's transaction, or throws and
 * takes nothing (the transaction rolls back). Lines go in product-id order so
 * two orders sharing products always lock them in the same order and cannot
 * deadlock.
 */
export async function takeStock(
  tx: Tx,
  lines: readonly RequestedLine[],
  lang: ContentLang = 'en',
): Promise<PricedLine[]> {
  const priced: PricedLine[] = [];
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const product = await productsRepository.take(tx, line);
    if (product) {
      priced.push({
        ...line,
        // The line keeps the name the customer read, in the order's language (for the invoice).
        name: localizeFields({ name: product.name }, lang === 'en' ? undefined : product.translations[lang])
          .name,
        image: product.images[0] ?? '',
        priceCents: product.priceCents,
      });
      continue;
    }
    const field = `orderItems.${line.index}`;
    const stock = await productsRepository.stockOf(tx, line.productId);
    if (!stock?.isPublished)
      throw new InvalidData(PRODUCT_UNAVAILABLE, { [`${field}.product`]: PRODUCT_UNAVAILABLE });
    const message =
      stock.countInStock === 0
        ? `${stock.name} is out of stock.`
        : `Only ${stock.countInStock} of ${stock.name} left in stock.`;
    throw new Conflict(message, { [`${field}.qty`]: message });
  }
  return priced.sort((a, b) => a.index - b.index);
}

/** An order's lines as stock movements, one per product. */
export function stockLines(items: readonly OrderItemRow[]): StockLine[] {
  const byProduct = new Map<string, number>();
  for (const item of items) {
    if (item.productId) byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + item.qty);
  }
  return [...byProduct]
    .map(([productId, qty]) => ({ productId, qty }))
    .sort((a, b) => a.productId.localeCompare(b.productId));
}

/** Takes an expired order's lines out of stock again, at the prices it was placed at. */
export async function retakeStock(tx: Tx, items: readonly OrderItemRow[]): Promise<void> {
  for (const line of stockLines(items)) {
    if (await productsRepository.take(tx, line)) continue;
    const name = items.find((item) => item.productId === line.productId)?.name ?? 'An item';
    throw new Conflict(
      `Sorry, ${name} is no longer available in the quantity you ordered. Please place a new order.`,
    );
  }
}

export async function giveBackStock(db: DbOrTx, items: readonly OrderItemRow[]): Promise<void> {
  for (const line of stockLines(items)) await productsRepository.giveBack(db, line);
}
