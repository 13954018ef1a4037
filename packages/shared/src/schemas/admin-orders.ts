import { z } from 'zod';
import { isCalendarDate } from '../rules/marrakech-date';
import { ORDER_KINDS, ORDER_STATUSES, type OrderKind, type OrderStatus } from './orders';

const calendarDate = z.string().refine(isCalendarDate, 'Use a date written as YYYY-MM-DD.');

/** The back office's orders: by status, paid or not, kind, Marrakech dates, and number or e-mail. */
export const adminOrdersQuery = z
  .strictObject({
    status: z.enum(['all', ...ORDER_STATUSES]).default('all'),
    paid: z.enum(['all', 'paid', 'unpaid']).default('all'),
    kind: z.enum(['all', ...ORDER_KINDS]).default('all'),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    search: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must not be after the end date.',
    path: ['to'],
  });
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

/** A line of the orders table. */
export interface AdminOrderSummary {
  _id: string;
  orderNumber: string;
  kind: OrderKind;
  status: OrderStatus;
  isPaid: boolean;
  paidAt: string | null;
  shippedAt: string | null;
  paymentMethod: string;
  totalPrice: number;
  itemCount: number;
  customer: { _id: string; name: string; email: string };
  createdAt: string;
}

/** How an order paid outside the payment provider is recorded. */
export const CASH_ON_SITE = 'Cash on site';
