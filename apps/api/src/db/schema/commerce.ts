import type { CancellationRules } from '@ochre/shared/rules/cancellation';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activities, products, travelPrograms } from './catalog';
import { cents, createdAt, id, language, updatedAt } from './columns';
import { users } from './users';

export const RESERVATION_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'partially_paid', 'paid'] as const;

/** Who comes, per traveller type. */
export interface ReservationUnits {
  adult: number;
  child: number;
  infant: number;
}

/** A line of a reservation's price as it was charged, in cents (see rules/booking-quote.ts). */
export interface PriceLine {
  kind: 'adult' | 'child' | 'infant' | 'extra';
  extraId: string;
  label: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

export interface Pickup {
  type: 'hotel' | 'point';
  place: string;
  landmark: string;
}

export interface CustomerInfo {
  name: string;
  email: string;
  phone: string;
  whatsapp: string;
  notes: string;
}

/**
 * An unpaid reservation keeps its places until `holdExpiresAt` (null: until
 * staff decide); when the hold lapses it is cancelled and `holdLapsedAt` says
 * so, which lets money that arrives later take the places back if still free.
 */
const reservationHold = () => ({
  holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }),
  holdLapsedAt: timestamp('hold_lapsed_at', { withTimezone: true, mode: 'date' }),
});

/** When the guest's e-ticket was scanned at the start, and by which staff member (issue 16). */
const checkIn = () => ({
  checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
  checkedInBy: text('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
});

/** When the customer moved the booking to another date or time; they may do so once (issue 16). */
const rebooked = () => ({
  rebookedAt: timestamp('rebooked_at', { withTimezone: true, mode: 'date' }),
});

/**
 * When the reminder (24 h before the start) and the review request (after the booking) went to
 * the outbox; each is claimed with the e-mail in one transaction, so it goes once (issue 16).
 */
/**
 * The cancellation policy of the activity or program as it stood when the booking was made:
 * refunds and free changes follow what the customer was promised, whatever the admin edits later.
 */
const promisedPolicy = () => ({
  cancellationPolicy: jsonb('cancellation_policy').$type<CancellationRules>().notNull(),
});

const followUps = () => ({
  reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true, mode: 'date' }),
  reviewRequestSentAt: timestamp('review_request_sent_at', { withTimezone: true, mode: 'date' }),
});

export const activityReservations = pgTable(
  'activity_reservations',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'restrict' }),
    customerInfo: jsonb('customer_info').$type<CustomerInfo>().notNull(),
    /** Calendar date in Marrakech time. */
    reservationDate: date('reservation_date', { mode: 'string' }).notNull(),
    /** Adults and children: what takes places. Infants are in `units` only. */
    numberOfPersons: integer('number_of_persons').notNull(),
    /** The departure time, "HH:MM"; null for an activity without times. */
    startTime: text('start_time'),
    /** Null on reservations made before traveller types: all adults. */
    units: jsonb('units').$type<ReservationUnits>(),
    pickup: jsonb('pickup').$type<Pickup>(),
    priceLines: jsonb('price_lines').$type<PriceLine[]>().notNull().default([]),
    unitPriceCents: cents('unit_price_cents').notNull(),
    totalPriceCents: cents('total_price_cents').notNull(),
    paidCents: cents('paid_cents').notNull().default(0),
    /** Given back through refunds; `paidCents` keeps what was paid. */
    refundedCents: cents('refunded_cents').notNull().default(0),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paymentToken: text('payment_token'),
    ...reservationHold(),
    ...checkIn(),
    ...rebooked(),
    ...followUps(),
    ...promisedPolicy(),
    language: language(),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('activity_reservations_short_key').on(sql`left(${t.id}, 7)`),
    uniqueIndex('activity_reservations_token_key').on(t.paymentToken),
    index('activity_reservations_date_idx').on(t.activityId, t.reservationDate),
    index('activity_reservations_user_idx').on(t.userId, t.createdAt),
    index('activity_reservations_status_idx').on(t.status, t.reservationDate),
    index('activity_reservations_hold_idx').on(t.holdExpiresAt),
    check('activity_reservations_persons_positive', sql`${t.numberOfPersons} >= 1`),
  ],
);

export const travelReservations = pgTable(
  'travel_reservations',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    programId: text('program_id')
      .notNull()
      .references(() => travelPrograms.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    numberOfTravelers: integer('number_of_travelers').notNull(),
    units: jsonb('units').$type<ReservationUnits>(),
    priceLines: jsonb('price_lines').$type<PriceLine[]>().notNull().default([]),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    emergencyContact: text('emergency_contact').notNull().default(''),
    emergencyPhone: text('emergency_phone').notNull().default(''),
    destination: text('destination').notNull(),
    unitPriceCents: cents('unit_price_cents').notNull(),
    totalPriceCents: cents('total_price_cents').notNull(),
    paidCents: cents('paid_cents').notNull().default(0),
    /** Given back through refunds; `paidCents` keeps what was paid. */
    refundedCents: cents('refunded_cents').notNull().default(0),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paymentToken: text('payment_token'),
    ...reservationHold(),
    ...checkIn(),
    ...rebooked(),
    ...followUps(),
    ...promisedPolicy(),
    language: language(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('travel_reservations_short_key').on(sql`left(${t.id}, 7)`),
    uniqueIndex('travel_reservations_token_key').on(t.paymentToken),
    index('travel_reservations_user_idx').on(t.userId, t.createdAt),
    index('travel_reservations_status_idx').on(t.status, t.preferredDate),
    index('travel_reservations_hold_idx').on(t.holdExpiresAt),
    check('travel_reservations_travelers_range', sql`${t.numberOfTravelers} BETWEEN 1 AND 10`),
  ],
);

export interface ShippingAddress {
  fullName: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
  email: string;
}

export const ORDER_KINDS = ['shop', 'activity', 'travel'] as const;
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'cancelled', 'expired'] as const;

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ORDER_KINDS }).notNull().default('shop'),
    activityReservationId: text('activity_reservation_id').references(() => activityReservations.id),
    travelReservationId: text('travel_reservation_id').references(() => travelReservations.id),
    isPartial: boolean('is_partial').notNull().default(false),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress | null>(),
    paymentMethod: text('payment_method').notNull().default('PayPal'),
    itemsPriceCents: cents('items_price_cents').notNull(),
    shippingPriceCents: cents('shipping_price_cents').notNull().default(0),
    taxPriceCents: cents('tax_price_cents').notNull().default(0),
    totalPriceCents: cents('total_price_cents').notNull(),
    /** Given back through refunds. */
    refundedCents: cents('refunded_cents').notNull().default(0),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    /** Stock held by an unpaid shop order is released after this instant. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }),
    stockHeld: boolean('stock_held').notNull().default(false),
    paymentToken: text('payment_token').notNull(),
    language: language(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_short_key').on(sql`left(${t.id}, 7)`),
    uniqueIndex('orders_payment_token_key').on(t.paymentToken),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_hold_idx').on(t.stockHeld, t.holdExpiresAt),
    check('orders_total_non_negative', sql`${t.totalPriceCents} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    qty: integer('qty').notNull(),
    priceCents: cents('price_cents').notNull(),
    /** Lines keep the order the customer listed them in. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_qty_positive', sql`${t.qty} >= 1`),
  ],
);

/**
 * `capturing` while the provider is being asked to take the money: one attempt per order at a time.
 * `pending`: the provider took the payment for review (e.g. an eCheck); its webhook or the reconciler settles it.
 * `reconcileAt` set on a `created` attempt: its capture went unanswered, so money may have moved.
 */
export const PAYMENT_ATTEMPT_STATUSES = [
  'created',
  'capturing',
  'pending',
  'completed',
  'failed',
  /** Captured, then given back in full: the order could no longer take the money. */
  'refunded',
] as const;

/** One provider order per payment attempt; the capture's request id makes retries idempotent. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['paypal', 'test'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('created'),
    captureId: text('capture_id'),
    requestId: text('request_id').notNull(),
    /** When an unsettled attempt (capturing, pending) is next checked with the provider. */
    reconcileAt: timestamp('reconcile_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_reconcile_idx').on(t.status, t.reconcileAt),
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    index('payments_order_idx').on(t.orderId),
    // The last guard against charging twice: an order has at most one completed payment.
    uniqueIndex('payments_one_completed_key').on(t.orderId).where(sql`${t.status} = 'completed'`),
  ],
);

export const REFUND_STATUSES = ['pending', 'completed', 'failed'] as const;

/**
 * Money given back on one captured payment. `requestId` is the idempotency key
 * (PayPal-Request-Id): the same request, retried or clicked twice, is one refund.
 * A pending refund counts against what may still be refunded, so concurrent
 * refunds never give back more than was taken.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    requestId: text('request_id').notNull(),
    /** The admin who asked; null when the server refunded by itself (money that came too late). */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    failure: text('failure'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_request_key').on(t.requestId),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
