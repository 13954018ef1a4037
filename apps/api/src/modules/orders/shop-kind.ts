import type { Tx } from '../../db/client';
import type { OrderKindHandler } from '../payments/order-kinds';
import { productsRepository } from '../products/repository';
import { type OrderRow, ordersRepository } from './repository';
import { retakeStock, stockLines } from './stock-holds';

/** Time a buyer gets in the payment window before an unpaid order's stock may go back. */
const PAYMENT_WINDOW_MINUTES = 10;

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/**
 * Shop orders around their payment: their stock must still be set aside when
 * the buyer pays (taken again if the hold lapsed, refused if it is gone); once
 * paid it stays taken and counts as sold.
 */
export function createShopOrderKind({
  holdMinutes,
  afterPaid,
}: {
  holdMinutes: number;
  afterPaid: (order: OrderRow) => Promise<void>;
}): OrderKindHandler {
  return {
    async beforePayment(tx: Tx, order: OrderRow) {
      if (order.stockHeld) {
        await ordersRepository.extendHold(tx, order.id, minutesFromNow(PAYMENT_WINDOW_MINUTES));
        return;
      }
      await retakeStock(tx, await ordersRepository.items(tx, [order.id]));
      await ordersRepository.setHold(tx, order.id, {
        stockHeld: true,
        holdExpiresAt: minutesFromNow(Math.max(holdMinutes, PAYMENT_WINDOW_MINUTES)),
        status: 'pending',
      });
    },

    async onPaid(tx: Tx, order: OrderRow) {
      for (const line of stockLines(await ordersRepository.items(tx, [order.id]))) {
        await productsRepository.addSold(tx, line);
      }
    },

    afterPaid,
  };
}
