import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  activityReservations,
  orders,
  payments,
  refunds,
  travelReservations,
} from '../../db/schema/commerce';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

export const refundsRepository = {
  async insert(db: DbOrTx, values: NewRefund): Promise<RefundRow> {
    const [row] = await db.insert(refunds).values(values).returning();
    return row!;
  },

  async findById(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
    const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
    return row;
  },

  /** Refunds made under one idempotency key (a reservation's refund may span several orders). */
  async byRequestPrefix(db: DbOrTx, requestId: string): Promise<RefundRow[]> {
    return db
      .select()
      .from(refunds)
      .where(sql`${refunds.requestId} = ${requestId} or ${refunds.requestId} like ${`${requestId}#%`}`);
  },

  async forOrders(db: DbOrTx, orderIds: readonly string[]): Promise<RefundRow[]> {
    if (!orderIds.length) return [];
    return db
      .select()
      .from(refunds)
      .where(inArray(refunds.orderId, [...orderIds]))
      .orderBy(desc(refunds.createdAt), desc(refunds.id));
  },

  /** Refunds of the orders that paid these reservations, with the reservation each belongs to. */
  async forReservations(
    db: DbOrTx,
    ids: readonly string[],
  ): Promise<(RefundRow & { reservationId: string })[]> {
    if (!ids.length) return [];
    const rows = await db
      .select({
        refund: refunds,
        reservationId: sql<string>`coalesce(${orders.activityReservationId}, ${orders.travelReservationId})`,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(
        or(inArray(orders.activityReservationId, [...ids]), inArray(orders.travelReservationId, [...ids])),
      )
      .orderBy(desc(refunds.createdAt), desc(refunds.id));
    return rows.map((row) => ({ ...row.refund, reservationId: row.reservationId }));
  },

  /**
   * Given back or being given back from this payment (or, for money taken
   * outside the provider, on this order): what a new refund cannot take again.
   */
  async committedCents(db: DbOrTx, orderId: string, paymentId: string | null): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${refunds.amountCents}), 0)`.mapWith(Number) })
      .from(refunds)
      .where(
        and(
          paymentId ? eq(refunds.paymentId, paymentId) : eq(refunds.orderId, orderId),
          inArray(refunds.status, ['pending', 'completed']),
        ),
      );
    return row?.n ?? 0;
  },

  /** The captured payment that paid the order, if it went through a provider. */
  async capturedPayment(db: DbOrTx, orderId: string) {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'completed')))
      .limit(1);
    return row;
  },

  /**
   * Marks a pending refund done, once, and adds it to what the order (and the
   * reservation it paid) shows as refunded; answers false when it was not pending.
   */
  async complete(db: DbOrTx, refund: RefundRow, providerRefundId: string | null): Promise<boolean> {
    const rows = await db
      .update(refunds)
      .set({ status: 'completed', providerRefundId })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
      .returning({ id: refunds.id });
    if (!rows.length) return false;
    const [order] = await db
      .update(orders)
      .set({ refundedCents: sql`${orders.refundedCents} + ${refund.amountCents}` })
      .where(eq(orders.id, refund.orderId))
      .returning();
    if (order?.activityReservationId) {
      await db
        .update(activityReservations)
        .set({ refundedCents: sql`${activityReservations.refundedCents} + ${refund.amountCents}` })
        .where(eq(activityReservations.id, order.activityReservationId));
    }
    if (order?.travelReservationId) {
      await db
        .update(travelReservations)
        .set({ refundedCents: sql`${travelReservations.refundedCents} + ${refund.amountCents}` })
        .where(eq(travelReservations.id, order.travelReservationId));
    }
    return true;
  },

  async fail(db: DbOrTx, id: string, failure: string): Promise<boolean> {
    const rows = await db
      .update(refunds)
      .set({ status: 'failed', failure })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
      .returning({ id: refunds.id });
    return rows.length > 0;
  },
};
