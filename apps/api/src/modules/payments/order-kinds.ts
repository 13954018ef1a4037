import type { OrderKind } from '@ochre/shared/schemas/orders';
import type { Tx } from '../../db/client';
import type { OrderRow } from '../orders/repository';

/**
 * What one kind of order (shop, activity, travel) does around its payment.
 * The payments service calls these; it knows nothing about products or
 * reservations itself.
 */
export interface OrderKindHandler {
  /**
   * Runs with the order locked, before the provider is asked for money (when a
   * payment starts and again right before capture). Throw a typed error to
   * refuse: the order can no longer be honoured.
   */
  beforePayment?(tx: Tx, order: OrderRow): Promise<void>;
  /**
   * Runs in the transaction that marks the order paid. When the money came
   * after the order's hold lapsed it takes the stock or places again, and
   * throws NoLongerAvailable when they are gone (the money is then refunded).
   */
  onPaid?(tx: Tx, order: OrderRow): Promise<void>;
  /** Runs after that transaction committed (e-mails); failures are logged, never undo the payment. */
  afterPaid?(order: OrderRow): Promise<void>;
}

export type OrderKindHandlers = Partial<Record<OrderKind, OrderKindHandler>>;

/** Money arrived for an order that can no longer be honoured; the message says why (for the refund and the log). */
export class NoLongerAvailable extends Error {
  override name = 'NoLongerAvailable';
}
