import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { travelPrograms } from '../../db/schema/catalog';
import { travelReservations as tr } from '../../db/schema/commerce';
import { reviews } from '../../db/schema/content';
import { containing } from '../../lib/like';
import type { TravelProgramRow } from './travel.dto';

export interface AdminTravelFilter {
  search?: string;
  status?: 'published' | 'draft';
}

export type AdminTravelRow = TravelProgramRow & { reservationCount: number };

// Written out in full: drizzle leaves columns of single-table selections unqualified.
const reservationCount = sql<number>`(select count(*)::int from ${tr} r where r.program_id = ${travelPrograms}.id)`;

function whereOf(filter: AdminTravelFilter): SQL | undefined {
  const pattern = filter.search ? containing(filter.search) : undefined;
  return and(
    filter.status ? eq(travelPrograms.isPublished, filter.status === 'published') : undefined,
    pattern
      ? or(
          ilike(travelPrograms.title, pattern),
          ilike(travelPrograms.destination, pattern),
          ilike(travelPrograms.sku, pattern),
        )
      : undefined,
  );
}

/** The back office's travel programs: drafts too, and how many reservations each has. */
export const travelsAdminRepository = {
  async list(db: DbOrTx, filter: AdminTravelFilter, limit: number, offset: number) {
    const where = whereOf(filter);
    const [rows, [total]] = await Promise.all([
      db
        .select({ program: travelPrograms, reservationCount })
        .from(travelPrograms)
        .where(where)
        .orderBy(desc(travelPrograms.updatedAt), travelPrograms.title, travelPrograms.id)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(travelPrograms).where(where),
    ]);
    return {
      rows: rows.map(({ program, reservationCount: n }) => ({ ...program, reservationCount: n })),
      total: total?.n ?? 0,
    };
  },

  async findById(db: DbOrTx, id: string): Promise<AdminTravelRow | undefined> {
    const [row] = await db
      .select({ program: travelPrograms, reservationCount })
      .from(travelPrograms)
      .where(eq(travelPrograms.id, id));
    return row ? { ...row.program, reservationCount: row.reservationCount } : undefined;
  },

  /** The program, locked until the transaction ends. */
  async lock(db: DbOrTx, id: string): Promise<TravelProgramRow | undefined> {
    const [row] = await db.select().from(travelPrograms).where(eq(travelPrograms.id, id)).for('update');
    return row;
  },

  /** Whether another program already uses this value of a unique column. */
  async taken(db: DbOrTx, column: 'destination' | 'sku', value: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: travelPrograms.id })
      .from(travelPrograms)
      .where(and(eq(travelPrograms[column], value), exceptId ? ne(travelPrograms.id, exceptId) : undefined))
      .limit(1);
    return Boolean(row);
  },

  async insert(db: DbOrTx, values: typeof travelPrograms.$inferInsert): Promise<TravelProgramRow> {
    const [row] = await db.insert(travelPrograms).values(values).returning();
    return row!;
  },

  async update(
    db: DbOrTx,
    id: string,
    values: Partial<typeof travelPrograms.$inferInsert>,
  ): Promise<TravelProgramRow> {
    const [row] = await db.update(travelPrograms).set(values).where(eq(travelPrograms.id, id)).returning();
    return row!;
  },

  async delete(db: DbOrTx, id: string): Promise<void> {
    await db.delete(reviews).where(and(eq(reviews.refModel, 'OrganizedTravel'), eq(reviews.refId, id)));
    await db.delete(travelPrograms).where(eq(travelPrograms.id, id));
  },
};
