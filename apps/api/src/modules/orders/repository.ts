import { ORDER_TRANSITIONS, type OrderAction } from '@ochre/shared/rules/order-lifecycle';
import type { ReservationKind } from '@ochre/shared/schemas/bookings';
import { and, asc, count, desc, eq, inArray, lt, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema/commerce';
import { users } from '../../db/schema/users';
import { paymentInFlight } from '../payments/repository';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'position'>;

export interface Customer {
  id: string;
  name: string;
  email: string;
}

/** The orders that pay this reservation. */
const ofReservation = (kind: ReservationKind, reservationId: string) =>
  kind === 'activity'
    ? eq(orders.activityReservationId, reservationId)
    : eq(orders.travelReservationId, reservationId);

export const ordersRepository = {
  /** The order and its lines, in the order given. */
  async insert(db: DbOrTx, order: NewOrder, items: NewOrderItem[]): Promise<OrderRow> {
    const [row] = await db.insert(orders).values(order).returning();
    if (items.length) {
      await db
        .insert(orderItems)
        .values(items.map((item, position) => ({ ...item, orderId: row!.id, position })));
    }
    return row!;
  },

  async findById(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row;
  },

  async findByToken(db: DbOrTx, token: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.paymentToken, token)).limit(1);
    return row;
  },

  /** The order, locked until the transaction ends: payments of one order happen one at a time. */
  async lock(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  },

  async items(db: DbOrTx, orderIds: readonly string[]): Promise<OrderItemRow[]> {
    if (!orderIds.length) return [];
    return db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [...orderIds]))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  },

  async listForUser(db: DbOrTx, userId: string, limit: number): Promise<OrderRow[]> {
    return db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
  },

  async customer(db: DbOrTx, userId: string): Promise<Customer | undefined> {
    const [row] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },

  /** Unpaid shop orders of a customer that still keep stock aside. */
  async countHolding(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.isPaid, false), eq(orders.stockHeld, true)));
    return row?.n ?? 0;
  },

  /** Marks an unpaid order paid; answers undefined when it already was. */
  async markPaid(
    db: DbOrTx,
    id: string,
    { paidAt, paymentMethod }: { paidAt: Date; paymentMethod: string },
  ): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set({ isPaid: true, paidAt, paymentMethod, status: ORDER_TRANSITIONS.pay.to, holdExpiresAt: null })
      .where(and(eq(orders.id, id), eq(orders.isPaid, false)))
      .returning();
    return row;
  },

  /**
   * Moves the order by `action` (order-lifecycle.ts), setting `values` with
   * it, only from a status that move starts from; answers undefined otherwise.
   */
  async transition(
    db: DbOrTx,
    id: string,
    action: OrderAction,
    values: Partial<NewOrder> = {},
  ): Promise<OrderRow | undefined> {
    const move = ORDER_TRANSITIONS[action];
    const [row] = await db
      .update(orders)
      .set({ ...values, status: move.to })
      .where(and(eq(orders.id, id), inArray(orders.status, [...move.from])))
      .returning();
    return row;
  },

  /** Keeps the stock of an unpaid order aside until at least `until`. */
  async extendHold(db: DbOrTx, id: string, until: Date): Promise<void> {
    await db
      .update(orders)
      .set({ holdExpiresAt: sql`greatest(${orders.holdExpiresAt}, ${until.toISOString()}::timestamptz)` })
      .where(eq(orders.id, id));
  },

  /**
   * Takes unpaid orders whose hold has lapsed and marks them released, in one
   * statement. SKIP LOCKED lets several instances sweep at once without ever
   * releasing the same order twice, and skips orders a payment has locked or
   * whose payment is still in doubt (being captured, pending, unanswered).
   */
  async releaseLapsedHolds(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
    const expire = ORDER_TRANSITIONS.expire;
    const lapsed = db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.stockHeld, true),
          eq(orders.isPaid, false),
          inArray(orders.status, [...expire.from]),
          lt(orders.holdExpiresAt, now),
          // Money may be on its way: the stock stays until the payment is settled.
          not(paymentInFlight(db, orders.id)),
        ),
      )
      .orderBy(asc(orders.holdExpiresAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(orders)
      .set({ stockHeld: false, holdExpiresAt: null, status: expire.to })
      .where(
        and(
          inArray(orders.id, lapsed),
          eq(orders.stockHeld, true),
          eq(orders.isPaid, false),
          inArray(orders.status, [...expire.from]),
        ),
      )
      .returning({ id: orders.id });
    return rows.map((row) => row.id);
  },

  /** An unpaid, still payable order for this reservation charging exactly this, to reuse instead of adding one. */
  async openReservationOrder(
    db: DbOrTx,
    kind: ReservationKind,
    reservationId: string,
    totalCents: number,
    isPartial: boolean,
  ): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(
        and(
          ofReservation(kind, reservationId),
          eq(orders.isPaid, false),
          eq(orders.status, 'pending'),
          eq(orders.totalPriceCents, totalCents),
          eq(orders.isPartial, isPartial),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1);
    return row;
  },

  /** The paid orders of a reservation, newest first (a refund gives back the balance before the deposit). */
  async paidOfReservation(db: DbOrTx, kind: ReservationKind, reservationId: string): Promise<OrderRow[]> {
    return db
      .select()
      .from(orders)
      .where(and(ofReservation(kind, reservationId), eq(orders.isPaid, true)))
      .orderBy(desc(orders.paidAt), desc(orders.id));
  },

  async setStockHeld(db: DbOrTx, id: string): Promise<void> {
    await db.update(orders).set({ stockHeld: true }).where(eq(orders.id, id));
  },

  /** Unpaid orders of a cancelled reservation can no longer be paid: they are cancelled with it. */
  async cancelOpenReservationOrders(db: DbOrTx, kind: ReservationKind, reservationId: string): Promise<void> {
    await db
      .update(orders)
      .set({ status: ORDER_TRANSITIONS.cancel.to })
      .where(
        and(
          ofReservation(kind, reservationId),
          eq(orders.isPaid, false),
          inArray(orders.status, [...ORDER_TRANSITIONS.cancel.from]),
        ),
      );
  },
};
