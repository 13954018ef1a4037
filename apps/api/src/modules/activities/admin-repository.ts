import { and, count, desc, eq, gte, ilike, inArray, ne, or, type SQL, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities, activityColumns } from '../../db/schema/catalog';
import { activityReservations as ar } from '../../db/schema/commerce';
import { reviews } from '../../db/schema/content';
import { containing } from '../../lib/like';
import type { ActivityRow } from './activity.dto';

export interface AdminActivityFilter {
  search?: string;
  status?: 'published' | 'draft';
  category?: string;
}

export type AdminActivityRow = ActivityRow & { reservationCount: number };

// Written out in full: drizzle leaves columns of single-table selections unqualified.
const reservationCount = sql<number>`(select count(*)::int from ${ar} r where r.activity_id = ${activities}.id)`;

function whereOf(filter: AdminActivityFilter): SQL | undefined {
  const pattern = filter.search ? containing(filter.search) : undefined;
  return and(
    filter.status ? eq(activities.isPublished, filter.status === 'published') : undefined,
    filter.category ? eq(activities.category, filter.category) : undefined,
    pattern
      ? or(
          ilike(activities.name, pattern),
          ilike(activities.sku, pattern),
          ilike(activities.slug, pattern),
          ilike(activities.location, pattern),
        )
      : undefined,
  );
}

/** The back office's activities: drafts too, and how many reservations each has. */
export const activitiesAdminRepository = {
  async list(db: DbOrTx, filter: AdminActivityFilter, limit: number, offset: number) {
    const where = whereOf(filter);
    const [rows, [total]] = await Promise.all([
      db
        .select({ activity: activityColumns, reservationCount })
        .from(activities)
        .where(where)
        .orderBy(desc(activities.updatedAt), activities.name, activities.id)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(activities).where(where),
    ]);
    return {
      rows: rows.map(({ activity, reservationCount: n }) => ({ ...activity, reservationCount: n })),
      total: total?.n ?? 0,
    };
  },

  async findById(db: DbOrTx, id: string): Promise<AdminActivityRow | undefined> {
    const [row] = await db
      .select({ activity: activityColumns, reservationCount })
      .from(activities)
      .where(eq(activities.id, id));
    return row ? { ...row.activity, reservationCount: row.reservationCount } : undefined;
  },

  /** The activity, locked until the transaction ends (bookings lock it too, so places cannot change meanwhile). */
  async lock(db: DbOrTx, id: string): Promise<ActivityRow | undefined> {
    const [row] = await db
      .select(activityColumns)
      .from(activities)
      .where(eq(activities.id, id))
      .for('update');
    return row;
  },

  /** Whether another activity already uses this value of a unique column. */
  async taken(db: DbOrTx, column: 'slug' | 'sku', value: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities[column], value), exceptId ? ne(activities.id, exceptId) : undefined))
      .limit(1);
    return Boolean(row);
  },

  /**
   * For each of these activities, the date from `from` on with the most
   * persons booked by reservations that hold places (all but cancelled ones).
   */
  async busiestDates(
    db: DbOrTx,
    ids: readonly string[],
    from: string,
  ): Promise<Map<string, { date: string; persons: number }>> {
    if (!ids.length) return new Map();
    const persons = sum(ar.numberOfPersons).mapWith(Number);
    const rows = await db
      .select({ activityId: ar.activityId, date: sql<string>`${ar.reservationDate}::text`, persons })
      .from(ar)
      .where(and(inArray(ar.activityId, [...ids]), gte(ar.reservationDate, from), ne(ar.status, 'cancelled')))
      .groupBy(ar.activityId, ar.reservationDate)
      .orderBy(desc(persons), ar.reservationDate);
    const busiest = new Map<string, { date: string; persons: number }>();
    for (const { activityId, ...day } of rows) if (!busiest.has(activityId)) busiest.set(activityId, day);
    return busiest;
  },

  async insert(db: DbOrTx, values: typeof activities.$inferInsert): Promise<ActivityRow> {
    const [row] = await db.insert(activities).values(values).returning(activityColumns);
    return row!;
  },

  async update(
    db: DbOrTx,
    id: string,
    values: Partial<typeof activities.$inferInsert>,
  ): Promise<ActivityRow> {
    const [row] = await db
      .update(activities)
      .set(values)
      .where(eq(activities.id, id))
      .returning(activityColumns);
    return row!;
  },

  async delete(db: DbOrTx, id: string): Promise<void> {
    await db.delete(reviews).where(and(eq(reviews.refModel, 'Activity'), eq(reviews.refId, id)));
    await db.delete(activities).where(eq(activities.id, id));
  },

  async categories(db: DbOrTx): Promise<string[]> {
    const rows = await db
      .selectDistinct({ category: activities.category })
      .from(activities)
      .orderBy(activities.category);
    return rows.map((row) => row.category);
  },
};
