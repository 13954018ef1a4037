import { z } from 'zod';

export const REFUND_STATUSES = ['pending', 'completed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const refundMessages = {
  amount: 'Please enter an amount of at least $0.01.',
  reason: 'Please say why the money is refunded.',
  tooMuch: (left: string) => `At most ${left} can still be refunded.`,
  notPaid: 'Only a paid order can be refunded.',
  nothingPaid: 'Nothing was paid for this reservation.',
  failed: 'PayPal refused the refund. Nothing was refunded.',
  overLimit: 'This is more than can still be refunded.',
} as const;

/**
 * POST /admin/orders/{id}/refunds and /admin/reservations/{kind}/{id}/refunds.
 * The key is made once per refund form: a retried or doubled request with the
 * same key is the same refund.
 */
export const refundBody = z.strictObject({
  amount: z
    .number({ error: refundMessages.amount })
    .min(0.01, refundMessages.amount)
    .max(10_000_000)
    .refine((value) => Number.isInteger(Math.round(value * 100)), refundMessages.amount),
  reason: z.string({ error: refundMessages.reason }).trim().min(1, refundMessages.reason).max(500),
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type RefundBody = z.infer<typeof refundBody>;

/**
 * The back office's refund form: the same fields without the key (the form
 * makes it), and never more than `leftDollars`, what can still be refunded.
 */
export const refundForm = (leftDollars: number) =>
  refundBody.omit({ idempotencyKey: true }).extend({
    amount: refundBody.shape.amount.refine((value) => value <= leftDollars + 1e-9, refundMessages.overLimit),
  });
export type RefundForm = z.infer<ReturnType<typeof refundForm>>;

/** A refund as the customer and the back office see it. Amounts in dollars. */
export interface Refund {
  _id: string;
  amount: number;
  reason: string;
  status: RefundStatus;
  /** PayPal's refund id (a test id in test mode); null until the provider answered. */
  providerRefundId: string | null;
  /** Made by the server itself: the money came after the order could no longer be honoured. */
  automatic: boolean;
  createdAt: string;
}
