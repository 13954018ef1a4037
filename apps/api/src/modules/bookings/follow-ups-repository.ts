import type { PaymentStatus, ReservationStatus } from '@ochre/shared/rules/reservation-lifecycle';
import type { ReservationKind } from '@ochre/shared/schemas/bookings';
import { and, asc, eq, gte, inArray, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activityReservations, travelReservations } from '../../db/schema/commerce';

export interface FollowUpCandidate {
  kind: ReservationKind;
  id: string;
  date: string;
  startTime: string | null;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
}

const TABLES = [
  ['activity', activityReservations, activityReservations.reservationDate, activityReservations.startTime],
  ['travel', travelReservations, travelReservations.preferredDate, null],
] as const;

type Table = (typeof TABLES)[number];

/**
 * The reservations of both kinds that `where` picks, locked with SKIP LOCKED until the
 * transaction ends: two instances sweeping at once never take the same one.
 */
async function candidates(
  db: DbOrTx,
  where: (table: Table[1], date: Table[2]) => SQL | undefined,
  order: (date: Table[2], startTime: Table[3]) => SQL[],
  limit: number,
): Promise<FollowUpCandidate[]> {
  const found: FollowUpCandidate[] = [];
  for (const [kind, table, date, startTime] of TABLES) {
    const rows = await db
      .select({
        id: table.id,
        date: sql<string>`${date}::text`,
        startTime: startTime ?? sql<null>`null`,
        status: table.status,
        paymentStatus: table.paymentStatus,
      })
      .from(table)
      .where(where(table, date))
      .orderBy(...order(date, startTime))
      .limit(limit)
      .for('update', { skipLocked: true });
    found.push(...rows.map((row) => ({ kind, ...row })));
  }
  return found;
}

export const followUpsRepository = {
  /** Paid or deposit-paid, not cancelled, no reminder yet, dated from `from` to `to`; soonest first. */
  reminderCandidates: (db: DbOrTx, from: string, to: string, limit: number) =>
    candidates(
      db,
      (table, date) =>
        and(
          isNull(table.reminderSentAt),
          inArray(table.status, ['pending', 'confirmed']),
          ne(table.paymentStatus, 'pending'),
          gte(date, from),
          lte(date, to),
        ),
      (date, startTime) => [asc(date), ...(startTime ? [asc(startTime)] : [])],
      limit,
    ),

  /** Not asked yet, dated from `since`, and marked completed, or paid in full with its day before `today`. */
  reviewCandidates: (db: DbOrTx, since: string, today: string, limit: number) =>
    candidates(
      db,
      (table, date) =>
        and(
          isNull(table.reviewRequestSentAt),
          gte(date, since),
          or(
            eq(table.status, 'completed'),
            and(
              inArray(table.status, ['pending', 'confirmed']),
              eq(table.paymentStatus, 'paid'),
              lt(date, today),
            ),
          ),
        ),
      (date) => [asc(date)],
      limit,
    ),

  async markReminded(db: DbOrTx, kind: ReservationKind, id: string, at: Date): Promise<void> {
    const table = kind === 'activity' ? activityReservations : travelReservations;
    await db.update(table).set({ reminderSentAt: at }).where(eq(table.id, id));
  },

  async markReviewAsked(db: DbOrTx, kind: ReservationKind, id: string, at: Date): Promise<void> {
    const table = kind === 'activity' ? activityReservations : travelReservations;
    await db.update(table).set({ reviewRequestSentAt: at }).where(eq(table.id, id));
  },
};
