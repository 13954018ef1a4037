/**
 * How much money may go back to a customer (issue 13 refunds). One place for
 * the rule, used by the back office's form and by the server.
 */

/** What may still be refunded of a payment: what was taken less refunds made or under way. */
export function refundableCents(takenCents: number, refundedCents: number): number {
  return Math.max(0, takenCents - refundedCents);
}
