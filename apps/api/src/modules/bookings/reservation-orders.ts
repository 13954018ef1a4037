import { amountDueCents, type DepositKind } from '@ochre/shared/rules/booking-pricing';
import { fitsCapacity } from '@ochre/shared/rules/capacity';
import { slotCapacity } from '@ochre/shared/rules/departures';
import {
  applyPayment,
  outstandingCents,
  paymentRefusal,
  type ReservationState,
} from '@ochre/shared/rules/reservation-lifecycle';
import { readActivitySetup } from '@ochre/shared/schemas/booking-setup';
import type { ReservationKind } from '@ochre/shared/schemas/bookings';
import type { Order } from '@ochre/shared/schemas/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { localeOf } from '../../i18n/locale';
import { bookingMessages } from '../../i18n/messages/bookings';
import { Conflict, NotFound } from '../../lib/errors';
import { newToken } from '../../lib/ids';
import { type NewOrderItem, type OrderRow, ordersRepository } from '../orders/repository';
import { INVALID_PAYMENT_LINK, type OrdersService, withFreshIds } from '../orders/service';
import { NoLongerAvailable, type OrderKindHandler } from '../payments/order-kinds';
import { paymentsRepository } from '../payments/repository';
import { CAPTURE_CLAIM_MS } from '../payments/service';
import { bookingsRepository, type ReservationLock, type ReservationRecord } from './repository';
import { extrasText, lineName, pickupText, travellersText } from './reservation-breakdown';
import { reservationReceiptEmail } from './reservation-emails';
import { type BookingsService, RESERVATION_NOT_FOUND } from './service';

export const reservationOrderMessages = {
  depositPaid: 'The deposit is already paid. Please pay the balance.',
  amountChanged: 'The amount due for this reservation has changed. Please start the payment again.',
  inProgress: 'A payment for this reservation is already in progress. Please wait a moment.',
  placesGone:
    'This reservation was released because it was not paid in time, and its places have since been taken. Please book another date.',
} as const;

/**
 * A reservation released because its unpaid hold lapsed takes its places
 * again, if the date still has room (the activity locked while counting);
 * answers false when they are gone. It then awaits confirmation again.
 */
async function retakePlaces(tx: Tx, lock: ReservationLock): Promise<boolean> {
  if (lock.kind === 'activity') {
    const activity = await bookingsRepository.lockActivity(tx, lock.itemId);
    const capacity = slotCapacity(
      readActivitySetup(activity?.booking),
      activity?.capacityPerDate ?? null,
      lock.startTime,
    );
    const booked = await bookingsRepository.bookedPersons(tx, lock.itemId, lock.date, lock.startTime);
    if (!fitsCapacity(capacity, booked, lock.persons)) return false;
  }
  await bookingsRepository.update(tx, lock.kind, lock.id, {
    status: 'pending',
    holdLapsedAt: null,
    holdExpiresAt: null,
  });
  return true;
}

const lapsed = (lock: ReservationLock) => lock.status === 'cancelled' && lock.holdLapsedAt !== null;

const stateOf = (lock: ReservationLock): ReservationState => ({
  status: lock.status,
  paymentStatus: lock.paymentStatus,
  date: lock.date,
  totalCents: lock.totalPriceCents,
  paidCents: lock.paidCents,
});

/**
 * What the order's lines say: the booking itself, line by line (travellers
 * per type, extras), when paid at once in full; else the deposit or the
 * balance with the breakdown in words.
 */
function linesFor(record: ReservationRecord, amountCents: number, isPartial: boolean): NewOrderItem[] {
  const locale = localeOf(record.language);
  const t = locale.text(bookingMessages);
  const what = [
    `${record.localTitle}, ${locale.calendarDate(record.date)}`,
    record.startTime,
    pickupText(locale, record.pickup),
  ]
    .filter(Boolean)
    .join(', ');
  const base = { productId: null, image: record.image };
  const lines = record.priceLines.filter((line) => line.quantity > 0);
  const linesTotal = lines.reduce((sum, line) => sum + line.totalCents, 0);
  if (!isPartial && record.paidCents === 0) {
    if (lines.length > 0 && linesTotal === amountCents) {
      return lines.map((line) => ({
        ...base,
        name: `${what}: ${lineName(locale, line)}`,
        qty: line.quantity,
        priceCents: line.unitCents,
      }));
    }
    if (lines.length === 0 && record.unitPriceCents * record.persons === amountCents) {
      return [{ ...base, name: what, qty: record.persons, priceCents: record.unitPriceCents }];
    }
  }
  const label = t(isPartial ? 'line.deposit' : 'line.balance');
  const extras = extrasText(record.priceLines);
  const people = [travellersText(locale, record), extras].filter(Boolean).join('; ');
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
    const open = await ordersRepository.openReservationOrder(tx, lock.kind, lock.id, amount, isPartial);
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
        // The order that pays a reservation speaks its language, on the invoice and in the receipt.
        language: record.language,
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
      /**
       * The reservation can still take this money: not cancelled, still owing
       * at least this, no other payment under way. (The payments service has
       * already refused an order that cannot be paid.)
       */
      async beforePayment(tx, order) {
        let lock = await lockFor(tx, order);
        if (lapsed(lock)) {
          if (!(await retakePlaces(tx, lock))) throw new Conflict(reservationOrderMessages.placesGone);
          lock = { ...lock, status: 'pending' };
        }
        const state = stateOf(lock);
        const refused = paymentRefusal(state);
        if (refused) throw new Conflict(refused);
        if (order.totalPriceCents > outstandingCents(state)) {
          throw new Conflict(reservationOrderMessages.amountChanged);
        }
        const since = new Date(Date.now() - CAPTURE_CLAIM_MS);
        if (await paymentsRepository.otherCapturing(tx, { otherOrdersOfReservation: order }, since)) {
          throw new Conflict(reservationOrderMessages.inProgress);
        }
      },

      /**
       * In the transaction that marks the order paid: the reservation's payment
       * moves with it, and paid places are kept for good. Money for a reservation
       * released meanwhile takes its places back if free; for one cancelled by
       * staff, or whose places are gone, it is refunded.
       */
      async onPaid(tx, order) {
        let lock = await lockFor(tx, order);
        if (lock.status === 'cancelled') {
          if (!lapsed(lock)) throw new NoLongerAvailable('the reservation was cancelled');
          if (!(await retakePlaces(tx, lock))) throw new NoLongerAvailable('its places are no longer free');
          lock = { ...lock, status: 'pending' };
        }
        const paid = applyPayment(stateOf(lock), order.totalPriceCents);
        await bookingsRepository.update(tx, kind, lock.id, {
          paidCents: paid.paidCents,
          paymentStatus: paid.paymentStatus,
          holdExpiresAt: null,
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
