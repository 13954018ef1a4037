import { amountDueCents, type DepositKind } from '@ochre/shared/rules/booking-pricing';
import {
  applyPayment,
  outstandingCents,
  paymentRefusal,
  type ReservationState,
} from '@ochre/shared/rules/reservation-lifecycle';
import type { ReservationKind } from '@ochre/shared/schemas/bookings';
import type { Order } from '@ochre/shared/schemas/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { Conflict, NotFound } from '../../lib/errors';
import { newToken } from '../../lib/ids';
import { type NewOrderItem, type OrderRow, ordersRepository } from '../orders/repository';
import { INVALID_PAYMENT_LINK, type OrdersService, withFreshIds } from '../orders/service';
import type { OrderKindHandler } from '../payments/order-kinds';
import { bookingsRepository, type ReservationLock, type ReservationRecord } from './repository';
import { reservationReceiptEmail } from './reservation-emails';
import { type BookingsService, RESERVATION_NOT_FOUND } from './service';

export const reservationOrderMessages = {
  depositPaid: 'The deposit is already paid. Please pay the balance.',
  amountChanged: 'The amount due for this reservation has changed. Please start the payment again.',
  inProgress: 'A payment for this reservation is already in progress. Please wait a moment.',
  orderCancelled: 'This order was cancelled and can no longer be paid.',
} as const;

/** As long as the payments service keeps a capture claim: a younger one is a payment under way. */
const CAPTURE_CLAIM_MS = 2 * 60_000;

const stateOf = (lock: ReservationLock): ReservationState => ({
  status: lock.status,
  paymentStatus: lock.paymentStatus,
  date: lock.date,
  totalCents: lock.totalPriceCents,
  paidCents: lock.paidCents,
});

const calendarDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** What the order's lines say: the booking itself when paid at once in full, else the deposit or the balance. */
function linesFor(record: ReservationRecord, amountCents: number, isPartial: boolean): NewOrderItem[] {
  const what = `${record.title}, ${calendarDate(record.date)}`;
  const people = `${record.persons} ${record.kind === 'activity' ? 'person' : 'traveler'}${record.persons === 1 ? '' : 's'}`;
  const base = { productId: null, image: record.image };
  if (!isPartial && record.paidCents === 0 && record.unitPriceCents * record.persons === amountCents) {
    return [{ ...base, name: what, qty: record.persons, priceCents: record.unitPriceCents }];
  }
  const label = isPartial ? 'Deposit' : 'Balance';
  return [{ ...base, name: `${label}: ${what} (${people})`, qty: 1, priceCents: amountCents }];
}

export interface ReservationOrdersDeps {
  db: Db;
  orders: Pick<OrdersService, 'view'>;
  bookings: Pick<BookingsService, 'ownedBy' | 'byToken' | 'notify'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** How orders will be paid: "PayPal", or "Test payment" in test mode. */
  paymentMethod: string;
}

/**
 * Orders that pay reservations (SPEC §7 orders from reservations): each
 * charges the deposit or what is still owed, never more, and the payments
 * service takes the money for them like for any order. Their kind handlers
 * keep the reservation's paid amount and payment status in step.
 */
export function createReservationOrders({ db, orders, bookings, log, paymentMethod }: ReservationOrdersDeps) {
  /** Inside the caller's transaction, with the reservation locked: the order for what is due now. */
  async function orderFor(
    tx: Tx,
    lock: ReservationLock,
    record: ReservationRecord,
    isPartial: boolean,
    deposit: DepositKind,
  ): Promise<OrderRow> {
    const state = stateOf(lock);
    const refused = paymentRefusal(state);
    if (refused) throw new Conflict(refused);
    if (isPartial && lock.paidCents > 0) throw new Conflict(reservationOrderMessages.depositPaid);
    const amount = amountDueCents(outstandingCents(state), isPartial ? 'partial' : 'full', deposit);
    // Asking again (a reload, a second click) pays the same order rather than adding another.
    const open = await bookingsRepository.openOrder(tx, lock.kind, lock.id, amount, isPartial);
    if (open) return open;
    return ordersRepository.insert(
      tx,
      {
        userId: lock.userId,
        kind: lock.kind,
        ...(lock.kind === 'activity' ? { activityReservationId: lock.id } : { travelReservationId: lock.id }),
        isPartial,
        shippingAddress: null,
        paymentMethod,
        itemsPriceCents: amount,
        shippingPriceCents: 0,
        taxPriceCents: 0,
        totalPriceCents: amount,
        notes: `Reservation ${record.id.slice(0, 7)}`,
        paymentToken: newToken(),
      },
      linesFor({ ...record, paidCents: lock.paidCents }, amount, isPartial),
    );
  }

  function handler(kind: ReservationKind): OrderKindHandler {
    const reservationIdOf = (order: OrderRow) =>
      kind === 'activity' ? order.activityReservationId : order.travelReservationId;

    async function lockFor(tx: Tx, order: OrderRow): Promise<ReservationLock> {
      const id = reservationIdOf(order);
      const lock = id ? await bookingsRepository.lock(tx, kind, id) : undefined;
      if (!lock) throw new NotFound(RESERVATION_NOT_FOUND);
      return lock;
    }

    return {
      /** The reservation can still take this money: not cancelled, still owing at least this, no other payment under way. */
      async beforePayment(tx, order) {
        if (order.status === 'cancelled') throw new Conflict(reservationOrderMessages.orderCancelled);
        const lock = await lockFor(tx, order);
        const state = stateOf(lock);
        const refused = paymentRefusal(state);
        if (refused) throw new Conflict(refused);
        if (order.totalPriceCents > outstandingCents(state)) {
          throw new Conflict(reservationOrderMessages.amountChanged);
        }
        if (
          await bookingsRepository.otherOrderCapturing(tx, order, new Date(Date.now() - CAPTURE_CLAIM_MS))
        ) {
          throw new Conflict(reservationOrderMessages.inProgress);
        }
      },

      /** In the transaction that marks the order paid: the reservation's payment moves with it. */
      async onPaid(tx, order) {
        const lock = await lockFor(tx, order);
        const paid = applyPayment(stateOf(lock), order.totalPriceCents);
        await bookingsRepository.update(tx, kind, lock.id, {
          paidCents: paid.paidCents,
          paymentStatus: paid.paymentStatus,
        });
        if (paid.excessCents > 0) {
          log.error(
            { orderId: order.id, reservationId: lock.id, excessCents: paid.excessCents },
            'reservation paid beyond its total: refund the excess',
          );
        }
      },

      async afterPaid(order) {
        const id = reservationIdOf(order);
        if (!id) return;
        bookings.notify(kind, id, (context) =>
          reservationReceiptEmail(context, {
            orderId: order.id,
            amountCents: order.totalPriceCents,
            method: order.paymentMethod,
          }),
        );
      },
    };
  }

  return {
    /** SPEC §7 POST /orders/from-reservation and /orders/from-travel-reservation, for the reservation's owner. */
    async fromReservation(
      user: UserRow,
      kind: ReservationKind,
      reservationId: string,
      isPartial: boolean,
    ): Promise<Order> {
      const record = await bookings.ownedBy(user, kind, reservationId);
      const order = await withFreshIds(() =>
        db.transaction(async (tx) => {
          const lock = await bookingsRepository.lock(tx, kind, reservationId);
          if (!lock) throw new NotFound(RESERVATION_NOT_FOUND);
          return orderFor(tx, lock, record, isPartial, kind);
        }),
      );
      return orders.view(order, user);
    },

    /**
     * The order that pays a reservation through its link (SPEC §4 Reservation
     * payment link; deposit $15.00). Whoever holds the link may pay, so the
     * answer carries the order's own payment token.
     */
    async fromLink(token: string, isPartial: boolean): Promise<Order & { paymentToken: string }> {
      const record = await bookings.byToken(token);
      const order = await withFreshIds(() =>
        db.transaction(async (tx) => {
          const lock = await bookingsRepository.lock(tx, record.kind, record.id);
          if (!lock || lock.paymentToken !== token || lock.status === 'cancelled') {
            throw new NotFound(INVALID_PAYMENT_LINK);
          }
          return orderFor(tx, lock, record, isPartial, 'link');
        }),
      );
      return { ...(await orders.view(order, null)), paymentToken: order.paymentToken };
    },

    kinds: { activity: handler('activity'), travel: handler('travel') },
  };
}

export type ReservationOrders = ReturnType<typeof createReservationOrders>;
