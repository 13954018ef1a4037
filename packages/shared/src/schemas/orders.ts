import { z } from 'zod';
import { CHECKOUT_COUNTRIES } from '../constants';
import { emailField, messages, requiredText } from './common';
import type { Refund } from './refunds';

export const orderMessages = {
  terms: 'You must agree to the terms and conditions',
  emptyCart: 'Your cart is empty.',
  quantityMin: 'Quantity must be at least 1.',
  quantityWhole: 'Quantity must be a whole number.',
  country: 'Please choose a country we ship to.',
  paymentReference: 'The payment reference is missing.',
} as const;

export const countrySchema = z.enum(CHECKOUT_COUNTRIES, { error: orderMessages.country });
export type CheckoutCountry = z.infer<typeof countrySchema>;

/**
 * The checkout form (SPEC §5): every field required but the state, the e-mail
 * checked, the terms agreed to.
 */
export const checkoutFormSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField,
  phone: requiredText(40),
  address: requiredText(200),
  city: requiredText(100),
  state: z.string().trim().max(100),
  postalCode: requiredText(20),
  country: countrySchema,
  agreeTerms: z.boolean().refine((agreed) => agreed, orderMessages.terms),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

export const shippingAddressSchema = z.strictObject({
  fullName: requiredText(200),
  address: requiredText(200),
  city: requiredText(100),
  state: z.string().trim().max(100).optional(),
  postalCode: requiredText(20),
  country: countrySchema,
  phone: requiredText(40),
  email: emailField.optional(),
});
export type ShippingAddressInput = z.infer<typeof shippingAddressSchema>;

/** Dollars as the client sends them; only compared with the server's own figures. */
const clientAmount = z.number().min(0).max(10_000_000);

export const orderItemInput = z.strictObject({
  product: z.string().trim().min(1, messages.required).max(64),
  qty: z
    .number({ error: orderMessages.quantityMin })
    .int(orderMessages.quantityWhole)
    .min(1, orderMessages.quantityMin)
    .max(1000),
  name: z.string().max(300).optional(),
  price: clientAmount.optional(),
  image: z.string().max(500).optional(),
  _id: z.string().max(64).optional(),
});

/**
 * POST /orders (SPEC §7). The server prices every line from the catalogue and
 * computes shipping, tax and total itself; amounts sent here are only checked
 * against its own, so a customer is never charged something other than shown.
 */
export const createOrderBody = z.strictObject({
  orderItems: z.array(orderItemInput).min(1, orderMessages.emptyCart).max(50),
  shippingAddress: shippingAddressSchema,
  paymentMethod: z.string().trim().max(40).optional(),
  itemsPrice: clientAmount.optional(),
  shippingPrice: clientAmount.optional(),
  taxPrice: clientAmount.optional(),
  totalPrice: clientAmount.optional(),
  notes: z.string().trim().max(1000).optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;

/**
 * Capturing a payment names the provider's order: `paypalOrderID` (SPEC §7),
 * or `id` as in the details PayPal's buttons hand to older clients.
 */
export const capturePaymentBody = z
  .object({
    paypalOrderID: z.string().trim().min(1).max(64).optional(),
    id: z.string().trim().min(1).max(64).optional(),
  })
  .refine((body) => body.paypalOrderID ?? body.id, {
    message: orderMessages.paymentReference,
    path: ['paypalOrderID'],
  })
  .transform((body) => ({ paypalOrderID: (body.paypalOrderID ?? body.id) as string }));

export const paymentTokenParams = z.strictObject({ token: z.string().trim().min(1).max(200) });

export const ORDER_KINDS = ['shop', 'activity', 'travel'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
/** pending until paid; paid shop orders are later shipped; unpaid ones expire when their hold lapses. */
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderItem {
  _id: string;
  name: string;
  qty: number;
  /** Dollars, per unit. */
  price: number;
  product: string | null;
  image: string;
}

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

/** SPEC §3 Order. Amounts in dollars. */
export interface Order {
  _id: string;
  orderNumber: string;
  kind: OrderKind;
  orderItems: OrderItem[];
  shippingAddress: ShippingAddress | null;
  paymentMethod: string;
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
  notes: string;
  status: OrderStatus;
  isPaid: boolean;
  paidAt: string | null;
  shippedAt: string | null;
  isPartial: boolean;
  /** While unpaid, the items are kept for the customer until this instant. */
  holdExpiresAt: string | null;
  /** Given back so far (completed refunds). */
  refundedAmount: number;
  refunds: Refund[];
  createdAt: string;
  updatedAt: string;
  /** Present for the customer and admins, not on the payment-link view (nor is the address there). */
  user?: { _id: string; name: string; email: string };
  paymentToken?: string;
}

/**
 * GET /orders/config/paypal (CONTRACT): PayPal's client id, or test mode, or `off` when
 * PAYMENTS_TEST_MODE=0 without PayPal (online payment unavailable; orders and bookings are kept).
 */
export type PaymentConfig =
  | { clientId: null; mode: 'test' }
  | { clientId: null; mode: 'off' }
  | { clientId: string; mode: 'paypal' };

/** What a successful capture answers (SPEC §7: order {_id, orderNumber}). */
export interface CaptureResponse {
  success: true;
  message: string;
  order: { _id: string; orderNumber: string; isPaid: boolean; paidAt: string | null };
  data: Order;
}
