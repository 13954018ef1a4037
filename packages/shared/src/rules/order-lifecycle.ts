/**
 * The life of an order, as data (SPEC §4 Checkout, Reservation payment link).
 *
 *   pending → paid → shipped          (shipping is for shop orders only)
 *   pending → expired → pending       (a shop order's stock hold lapsed; its buyer came back to pay)
 *   pending | expired → paid
 *   pending | expired → cancelled     (an order paying a reservation that was cancelled)
 *
 * Every status change of an order goes through this table: the services ask
 * `orderTransition` before a move, and the moves made many orders at a time
 * (lapsed holds, a cancelled reservation's orders) pick their rows by its `from`.
 */
import type { OrderKind, OrderStatus } from '../schemas/orders';
import type { Outcome } from './reservation-lifecycle';

export const ORDER_ACTIONS = ['reopen', 'pay', 'ship', 'expire', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export interface OrderState {
  kind: OrderKind;
  status: OrderStatus;
}

export const orderLifecycleMessages = {
  alreadyPaid: 'This order has already been paid.',
  cancelled: 'This order was cancelled and can no longer be paid.',
  shopOnly: 'Only shop orders are shipped.',
  alreadyShipped: 'This order has already been marked as shipped.',
  notPaid: 'This order is not paid yet. Mark it paid before shipping it.',
  cannotShip: 'This order cannot be shipped.',
} as const;

interface OrderMove {
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** The kinds of order that make this move; every kind when absent. */
  kinds?: readonly OrderKind[];
  /** What an order that cannot make the move is told. */
  refusal(order: OrderState): string;
}

/** An order that is no longer open for payment: paid (and maybe shipped) or cancelled. */
const closedRefusal = (order: OrderState) =>
  order.status === 'cancelled' ? orderLifecycleMessages.cancelled : orderLifecycleMessages.alreadyPaid;

export const ORDER_TRANSITIONS: Record<OrderAction, OrderMove> = {
  /** An expired order its buyer comes back to pay is pending again (its stock set aside anew). */
  reopen: { from: ['pending', 'expired'], to: 'pending', refusal: closedRefusal },
  pay: { from: ['pending', 'expired'], to: 'paid', refusal: closedRefusal },
  ship: {
    from: ['paid'],
    to: 'shipped',
    kinds: ['shop'],
    refusal: (order) => {
      if (order.kind !== 'shop') return orderLifecycleMessages.shopOnly;
      if (order.status === 'shipped') return orderLifecycleMessages.alreadyShipped;
      if (order.status === 'pending' || order.status === 'expired') return orderLifecycleMessages.notPaid;
      return orderLifecycleMessages.cannotShip;
    },
  },
  /** An unpaid order whose stock hold lapsed. */
  expire: { from: ['pending'], to: 'expired', refusal: closedRefusal },
  cancel: { from: ['pending', 'expired'], to: 'cancelled', refusal: closedRefusal },
};

/** Where an action takes the order, or why it cannot. */
export function orderTransition(order: OrderState, action: OrderAction): Outcome<OrderStatus> {
  const move = ORDER_TRANSITIONS[action];
  const allowed = move.from.includes(order.status) && (!move.kinds || move.kinds.includes(order.kind));
  return allowed ? { ok: true, value: move.to } : { ok: false, reason: move.refusal(order) };
}
