import { LOW_STOCK_THRESHOLD } from '@ochre/shared/constants';
import { and, asc, count, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { activityReservations, orders, travelReservations } from '../../db/schema/commerce';
import { contactMessages } from '../../db/schema/content';

const LOW_STOCK_LIST = 8;

export const dashboardRepository = {
  /** Money in and number of orders paid since an instant. */
  async paidSince(db: DbOrTx, since: Date): Promise<{ cents: number; orders: number }> {
    const [row] = await db
      .select({ cents: sql<number>`coalesce(sum(${orders.totalPriceCents}), 0)::int`, orders: count() })
      .from(orders)
      .where(and(eq(orders.isPaid, true), gte(orders.paidAt, since)));
    return { cents: row?.cents ?? 0, orders: row?.orders ?? 0 };
  },

  async toShip(db: DbOrTx): Promise<number> {
    return db.$count(orders, and(eq(orders.kind, 'shop'), eq(orders.status, 'paid')));
  },

  async pendingReservations(db: DbOrTx): Promise<{ activities: number; travel: number }> {
    const [activities, travel] = await Promise.all([
      db.$count(activityReservations, eq(activityReservations.status, 'pending')),
      db.$count(travelReservations, eq(travelReservations.status, 'pending')),
    ]);
    return { activities, travel };
  },

  /** The products closest to running out, emptiest first. */
  async lowStock(db: DbOrTx) {
    return db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        countInStock: products.countInStock,
        isPublished: products.isPublished,
      })
      .from(products)
      .where(lte(products.countInStock, LOW_STOCK_THRESHOLD))
      .orderBy(asc(products.countInStock), asc(products.name))
      .limit(LOW_STOCK_LIST);
  },

  async inbox(db: DbOrTx): Promise<{ openTickets: number; unreadMessages: number }> {
    const [openTickets, unreadMessages] = await Promise.all([
      db.$count(contactMessages, and(eq(contactMessages.kind, 'ticket'), eq(contactMessages.status, 'open'))),
      db.$count(contactMessages, and(eq(contactMessages.kind, 'contact'), isNull(contactMessages.readAt))),
    ]);
    return { openTickets, unreadMessages };
  },
};
