import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type PAYMENT_ATTEMPT_STATUSES, payments } from '../../db/schema/commerce';
import type { PaymentProviderName } from './provider';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

export const paymentsRepository = {
  async insert(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [row] = await db.insert(payments).values(values).returning();
    return row!;
  },

  async findByProviderOrder(
    db: DbOrTx,
    provider: PaymentProviderName,
    providerOrderId: string,
  ): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)))
      .limit(1);
    return row;
  },

  /** Moves an attempt to `status`, only from one of the `from` states, so a late request cannot undo a completed one. */
  async transition(
    db: DbOrTx,
    id: string,
    from: readonly PaymentStatus[],
    status: PaymentStatus,
    captureId?: string | null,
  ): Promise<void> {
    await db
      .update(payments)
      .set({ status, ...(captureId !== undefined ? { captureId } : {}) })
      .where(and(eq(payments.id, id), inArray(payments.status, [...from])));
  },

  /** After a definite refusal nothing was taken: the next capture of this attempt is a new request. */
  async renewRequestId(db: DbOrTx, id: string, requestId: string): Promise<void> {
    await db.update(payments).set({ requestId }).where(eq(payments.id, id));
  },

  /** Another attempt of this order is being captured right now (its claim is younger than `since`). */
  async otherCapturing(db: DbOrTx, orderId: string, exceptId: string | null, since: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, orderId),
          eq(payments.status, 'capturing'),
          gt(payments.updatedAt, since),
          exceptId ? ne(payments.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  async completedFor(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'completed')))
      .limit(1);
    return row;
  },
};
