import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema/commerce';
import { users } from '../../db/schema/users';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'position'>;

export interface Customer {
  id: string;
  name: string;
  email: string;
}

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
      .set({ isPaid: true, paidAt, paymentMethod, status: 'paid', holdExpiresAt: null })
      .where(and(eq(orders.id, id), eq(orders.isPaid, false)))
      .returning();
    return row;
  },

  async setHold(
    db: DbOrTx,
    id: string,
    hold: Pick<OrderRow, 'stockHeld' | 'holdExpiresAt' | 'status'>,
  ): Promise<void> {
    await db.update(orders).set(hold).where(eq(orders.id, id));
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
   * releasing the same order twice, and skips orders a payment has locked.
   */
  async releaseLapsedHolds(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
    const lapsed = db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.stockHeld, true), eq(orders.isPaid, false), lt(orders.holdExpiresAt, now)))
      .orderBy(asc(orders.holdExpiresAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(orders)
      .set({ stockHeld: false, holdExpiresAt: null, status: 'expired' })
      .where(and(inArray(orders.id, lapsed), eq(orders.stockHeld, true), eq(orders.isPaid, false)))
      .returning({ id: orders.id });
    return rows.map((row) => row.id);
  },
};
