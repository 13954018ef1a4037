import { orderTransition } from '@ochre/shared/rules/order-lifecycle';
import type { Tx } from '../../db/client';
import { Conflict } from '../../lib/errors';
import { NoLongerAvailable, type OrderKindHandler } from '../payments/order-kinds';
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
      const reopened = orderTransition(order, 'reopen');
      if (!reopened.ok) throw new Conflict(reopened.reason);
      await retakeStock(tx, await ordersRepository.items(tx, [order.id]));
      await ordersRepository.transition(tx, order.id, 'reopen', {
        stockHeld: true,
        holdExpiresAt: minutesFromNow(Math.max(holdMinutes, PAYMENT_WINDOW_MINUTES)),
      });
    },

    async onPaid(tx: Tx, order: OrderRow) {
      if (!order.stockHeld) {
        // The money came after the hold lapsed (a pending capture, a lost answer): take the stock again if it is there.
        try {
          await retakeStock(tx, await ordersRepository.items(tx, [order.id]));
        } catch (error) {
          if (error instanceof Conflict) throw new NoLongerAvailable('the items are no longer in stock');
          throw error;
        }
        await ordersRepository.setStockHeld(tx, order.id);
      }
      for (const line of stockLines(await ordersRepository.items(tx, [order.id]))) {
        await productsRepository.addSold(tx, line);
      }
    },

    afterPaid,
  };
}
