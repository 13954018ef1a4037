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
import { cents, createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const RESERVATION_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'partially_paid', 'paid'] as const;

export interface CustomerInfo {
  name: string;
  email: string;
  phone: string;
  whatsapp: string;
  notes: string;
}

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
    numberOfPersons: integer('number_of_persons').notNull(),
    unitPriceCents: cents('unit_price_cents').notNull(),
    totalPriceCents: cents('total_price_cents').notNull(),
    paidCents: cents('paid_cents').notNull().default(0),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paymentToken: text('payment_token'),
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
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    emergencyContact: text('emergency_contact').notNull().default(''),
    emergencyPhone: text('emergency_phone').notNull().default(''),
    destination: text('destination').notNull(),
    unitPriceCents: cents('unit_price_cents').notNull(),
    totalPriceCents: cents('total_price_cents').notNull(),
    paidCents: cents('paid_cents').notNull().default(0),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paymentToken: text('payment_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('travel_reservations_short_key').on(sql`left(${t.id}, 7)`),
    uniqueIndex('travel_reservations_token_key').on(t.paymentToken),
    index('travel_reservations_user_idx').on(t.userId, t.createdAt),
    index('travel_reservations_status_idx').on(t.status, t.preferredDate),
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
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    /** Stock held by an unpaid shop order is released after this instant. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }),
    stockHeld: boolean('stock_held').notNull().default(false),
    paymentToken: text('payment_token').notNull(),
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

/** `capturing` while the provider is being asked to take the money: one attempt per order at a time. */
/** `pending`: the provider took the payment for review (e.g. an eCheck); its webhook settles it later. */
export const PAYMENT_ATTEMPT_STATUSES = ['created', 'capturing', 'pending', 'completed', 'failed'] as const;

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    index('payments_order_idx').on(t.orderId),
    // The last guard against charging twice: an order has at most one completed payment.
    uniqueIndex('payments_one_completed_key').on(t.orderId).where(sql`${t.status} = 'completed'`),
  ],
);
