import type { ReservationKind } from '@ochre/shared/schemas/bookings';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CalendarFeedRow, calendarFeeds } from '../../db/schema/calendar';
import { activityReservations, travelReservations } from '../../db/schema/commerce';

const tableOf = (kind: ReservationKind) => (kind === 'activity' ? activityReservations : travelReservations);

export const ticketsRepository = {
  /**
   * Marks a reservation checked in unless it already is, in one statement: of two scans at
   * the same moment exactly one wins. Answers the time it was marked, or null if it already was.
   */
  async checkIn(db: DbOrTx, kind: ReservationKind, id: string, by: string, at: Date): Promise<Date | null> {
    const table = tableOf(kind);
    const [row] = await db
      .update(table)
      .set({ checkedInAt: at, checkedInBy: by })
      .where(and(eq(table.id, id), isNull(table.checkedInAt)))
      .returning({ checkedInAt: table.checkedInAt });
    return row?.checkedInAt ?? null;
  },

  async feed(db: DbOrTx, name: string): Promise<CalendarFeedRow | undefined> {
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.name, name));
    return row;
  },

  /** The feed's token, made once: of two first readers at once, both get the one that was stored. */
  async ensureFeed(db: DbOrTx, name: string, token: string): Promise<CalendarFeedRow> {
    await db.insert(calendarFeeds).values({ name, token }).onConflictDoNothing();
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.name, name));
    return row!;
  },

  async replaceFeed(db: DbOrTx, name: string, token: string): Promise<void> {
    await db
      .insert(calendarFeeds)
      .values({ name, token })
      .onConflictDoUpdate({ target: calendarFeeds.name, set: { token, updatedAt: new Date() } });
  },
};
