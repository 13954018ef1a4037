import type { OrderKind, OrderStatus } from '@ochre/shared/schemas/orders';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema/commerce';
import { users } from '../../db/schema/users';
import { containing, startingWith } from '../../lib/like';
import type { OrderRow } from './repository';

export interface AdminOrderFilter {
  status?: OrderStatus;
  paid?: boolean;
  kind?: OrderKind;
  /** Placed at or after this instant. */
  from?: Date;
  /** Placed before this instant. */
  before?: Date;
  search?: string;
}

export type AdminOrderRow = OrderRow & { customerName: string; customerEmail: string; itemCount: number };

const itemCount = sql<number>`(select coalesce(sum(oi.qty), 0)::int from ${orderItems} oi where oi.order_id = ${orders}.id)`;

function whereOf(filter: AdminOrderFilter): SQL | undefined {
  const term = filter.search?.toLowerCase();
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paid === undefined ? undefined : eq(orders.isPaid, filter.paid),
    filter.kind ? eq(orders.kind, filter.kind) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.before ? lt(orders.createdAt, filter.before) : undefined,
    term
      ? or(
          // The order number is the start of the id.
          ilike(orders.id, startingWith(term.replace(/^#/, ''))),
          ilike(users.email, containing(term)),
          ilike(users.name, containing(term)),
          sql`${orders.shippingAddress}->>'email' ilike ${containing(term)}`,
        )
      : undefined,
  );
}

export const ordersAdminRepository = {
  /** Newest first, with the customer and the number of items. */
  async list(db: DbOrTx, filter: AdminOrderFilter, limit: number, offset: number) {
    const where = whereOf(filter);
    const [rows, [total]] = await Promise.all([
      db
        .select({ order: orders, customerName: users.name, customerEmail: users.email, itemCount })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
    ]);
    return {
      rows: rows.map(({ order, ...rest }): AdminOrderRow => ({ ...order, ...rest })),
      total: total?.n ?? 0,
    };
  },
};
