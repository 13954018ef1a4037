import {
  type AnyColumn,
  and,
  asc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, type PAYMENT_ATTEMPT_STATUSES, payments } from '../../db/schema/commerce';
import type { OrderRow } from '../orders/repository';
import type { PaymentProviderName } from './provider';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** Whose captures count as the same payment: the order's other attempts, or the other orders of its reservation. */
export type CaptureScope =
  | { orderId: string; exceptAttemptId: string | null }
  | { otherOrdersOfReservation: OrderRow };

function scopeOf(scope: CaptureScope): SQL | undefined {
  if ('orderId' in scope) {
    return and(
      eq(payments.orderId, scope.orderId),
      scope.exceptAttemptId ? ne(payments.id, scope.exceptAttemptId) : undefined,
    );
  }
  const order = scope.otherOrdersOfReservation;
  return and(
    order.activityReservationId
      ? eq(orders.activityReservationId, order.activityReservationId)
      : eq(orders.travelReservationId, order.travelReservationId ?? ''),
    ne(orders.id, order.id),
  );
}

/**
 * An attempt whose money may be on its way: being captured, held for review,
 * or one whose capture went unanswered (created again, with a check due).
 */
const inDoubt = or(
  inArray(payments.status, ['capturing', 'pending']),
  and(eq(payments.status, 'created'), isNotNull(payments.reconcileAt)),
);

/** True while a payment of this order is in doubt: its stock or places must stay held. */
export function paymentInFlight(db: DbOrTx, orderId: SQL | AnyColumn): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inDoubt)),
  );
}

/** True while a payment of one of this reservation's orders is in doubt: its places must stay held. */
export function reservationPaymentInFlight(
  db: DbOrTx,
  kind: 'activity' | 'travel',
  reservationId: SQL | AnyColumn,
): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          kind === 'activity'
            ? eq(orders.activityReservationId, reservationId)
            : eq(orders.travelReservationId, reservationId),
          inDoubt,
        ),
      ),
  );
}

export interface AttemptChange {
  captureId?: string | null;
  /** When the reconciler should next ask the provider; null once settled. */
  reconcileAt?: Date | null;
}

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
    change: AttemptChange = {},
  ): Promise<boolean> {
    const settled = status === 'completed' || status === 'failed' || status === 'refunded';
    const rows = await db
      .update(payments)
      .set({ status, ...(settled ? { reconcileAt: null } : {}), ...change })
      .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
      .returning({ id: payments.id });
    return rows.length > 0;
  },

  /** Attempts in doubt whose check with the provider is due, oldest first. */
  async dueForReconcile(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(inDoubt, lte(payments.reconcileAt, now)))
      .orderBy(asc(payments.reconcileAt))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  /**
   * Takes the check of one attempt: moves its next check to `next` only if it
   * is still in doubt and due, in one statement. Of several instances checking
   * at once exactly one gets the row; the others answer undefined.
   */
  async claimReconcile(db: DbOrTx, id: string, now: Date, next: Date): Promise<PaymentRow | undefined> {
    const [row] = await db
      .update(payments)
      .set({ reconcileAt: next })
      .where(and(eq(payments.id, id), inDoubt, lte(payments.reconcileAt, now)))
      .returning();
    return row;
  },

  async findById(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
    return row;
  },

  /** After a definite refusal nothing was taken: the next capture of this attempt is a new request. */
  async renewRequestId(db: DbOrTx, id: string, requestId: string): Promise<void> {
    await db.update(payments).set({ requestId }).where(eq(payments.id, id));
  },

  /**
   * Another payment of the same thing is being captured right now (its claim
   * is younger than `since`): another attempt of this order, or, for an order
   * paying a reservation, an attempt of another order of that reservation.
   */
  async otherCapturing(db: DbOrTx, scope: CaptureScope, since: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(scopeOf(scope), eq(payments.status, 'capturing'), gt(payments.updatedAt, since)))
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
