import type { ContentLang } from '@ochre/shared/constants';
import type { CancellationRules } from '@ochre/shared/rules/cancellation';
import type { PaymentStatus, ReservationStatus } from '@ochre/shared/rules/reservation-lifecycle';
import type { ReservationKind } from '@ochre/shared/schemas/bookings';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, not, type SQL, sql, sum } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { activities, travelPrograms } from '../../db/schema/catalog';
import {
  activityReservations,
  type Pickup,
  type PriceLine,
  type ReservationUnits,
  travelReservations,
} from '../../db/schema/commerce';
import { users } from '../../db/schema/users';
import { containing } from '../../lib/like';

export type ActivityReservationRow = typeof activityReservations.$inferSelect;
export type TravelReservationRow = typeof travelReservations.$inferSelect;
export type NewActivityReservation = typeof activityReservations.$inferInsert;
export type NewTravelReservation = typeof travelReservations.$inferInsert;

/** Either kind of reservation, read the same way: what it is for, when, for how many, and its state. */
export interface ReservationRecord {
  kind: ReservationKind;
  id: string;
  userId: string;
  itemId: string;
  title: string;
  /** The title in the reservation's language (its translation, else English), for its e-mails and invoice. */
  localTitle: string;
  /** The customer's language when booking. */
  language: ContentLang;
  /** The activity's slug or the program's destination. */
  itemKey: string;
  image: string;
  /** The activity's location or the program's duration. */
  detail: string;
  date: string;
  persons: number;
  /** The departure time of an activity, "HH:MM", or null. */
  startTime: string | null;
  /** Null on reservations made before traveller types (all adults). */
  units: ReservationUnits | null;
  pickup: Pickup | null;
  priceLines: PriceLine[];
  unitPriceCents: number;
  totalPriceCents: number;
  paidCents: number;
  refundedCents: number;
  holdExpiresAt: Date | null;
  /** When the guest's ticket was scanned at the start (issue 16). */
  checkedInAt: Date | null;
  rebookedAt: Date | null;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  paymentToken: string | null;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  contactWhatsapp: string;
  notes: string;
  firstName: string;
  lastName: string;
  emergencyContact: string;
  emergencyPhone: string;
  createdAt: Date;
  updatedAt: Date;
  userName: string;
  userEmail: string;
}

/** The part of a reservation its lifecycle and payments work with, read under a lock. */
export interface ReservationLock {
  kind: ReservationKind;
  id: string;
  userId: string;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  paidCents: number;
  totalPriceCents: number;
  date: string;
  paymentToken: string | null;
  refundedCents: number;
  /** The activity or program booked, and for how many. */
  itemId: string;
  persons: number;
  /** The departure time booked (activities with times only). */
  startTime: string | null;
  holdExpiresAt: Date | null;
  /** Set when the reservation was cancelled because its unpaid hold lapsed. */
  holdLapsedAt: Date | null;
  rebookedAt: Date | null;
  /** The cancellation policy promised when it was booked. */
  cancellationPolicy: CancellationRules;
}

export interface RecordFilter {
  kind?: ReservationKind;
  id?: string;
  userId?: string;
  token?: string;
  status?: ReservationStatus;
  paymentStatus?: PaymentStatus;
  from?: string;
  to?: string;
  search?: string;
}

const ar = activityReservations;
const tr = travelReservations;
const text = (value: SQL) => sql<string>`coalesce(${value}, '')`;
/** A translated field in a language, English where the translation leaves it empty. */
const translatedText = (
  translations: SQL | AnyPgColumn,
  lang: SQL | AnyPgColumn,
  field: string,
  english: SQL | AnyPgColumn,
) => sql<string>`coalesce(nullif(${translations} -> ${lang} ->> ${field}, ''), ${english})`;

const activityRecord = {
  kind: sql<ReservationKind>`'activity'`.as('kind'),
  id: ar.id,
  userId: ar.userId,
  itemId: ar.activityId,
  title: sql<string>`${activities.name}`.as('title'),
  localTitle: translatedText(activities.translations, ar.language, 'name', activities.name).as('local_title'),
  language: ar.language,
  itemKey: sql<string>`${activities.slug}`.as('item_key'),
  image: text(sql`${activities.images}[1]`).as('image'),
  detail: sql<string>`${activities.location}`.as('detail'),
  date: sql<string>`${ar.reservationDate}::text`.as('date'),
  persons: sql<number>`${ar.numberOfPersons}`.as('persons'),
  startTime: ar.startTime,
  units: ar.units,
  pickup: ar.pickup,
  priceLines: ar.priceLines,
  unitPriceCents: ar.unitPriceCents,
  totalPriceCents: ar.totalPriceCents,
  paidCents: ar.paidCents,
  refundedCents: ar.refundedCents,
  holdExpiresAt: ar.holdExpiresAt,
  checkedInAt: ar.checkedInAt,
  rebookedAt: ar.rebookedAt,
  status: ar.status,
  paymentStatus: ar.paymentStatus,
  paymentToken: ar.paymentToken,
  contactName: text(sql`${ar.customerInfo}->>'name'`).as('contact_name'),
  contactEmail: text(sql`${ar.customerInfo}->>'email'`).as('contact_email'),
  contactPhone: text(sql`${ar.customerInfo}->>'phone'`).as('contact_phone'),
  contactWhatsapp: text(sql`${ar.customerInfo}->>'whatsapp'`).as('contact_whatsapp'),
  notes: sql<string>`${ar.notes}`.as('notes'),
  firstName: sql<string>`''`.as('first_name'),
  lastName: sql<string>`''`.as('last_name'),
  emergencyContact: sql<string>`''`.as('emergency_contact'),
  emergencyPhone: sql<string>`''`.as('emergency_phone'),
  createdAt: ar.createdAt,
  updatedAt: ar.updatedAt,
  userName: sql<string>`${users.name}`.as('user_name'),
  userEmail: sql<string>`${users.email}`.as('user_email'),
};

const travelRecord = {
  kind: sql<ReservationKind>`'travel'`.as('kind'),
  id: tr.id,
  userId: tr.userId,
  itemId: tr.programId,
  title: sql<string>`${travelPrograms.title}`.as('title'),
  localTitle: translatedText(travelPrograms.translations, tr.language, 'title', travelPrograms.title).as(
    'local_title',
  ),
  language: tr.language,
  itemKey: sql<string>`${travelPrograms.destination}`.as('item_key'),
  image: sql<string>`${travelPrograms.heroImage}`.as('image'),
  detail: sql<string>`${travelPrograms.duration}`.as('detail'),
  date: sql<string>`${tr.preferredDate}::text`.as('date'),
  persons: sql<number>`${tr.numberOfTravelers}`.as('persons'),
  startTime: sql<string | null>`null::text`.as('start_time'),
  units: tr.units,
  pickup: sql<Pickup | null>`null::jsonb`.as('pickup'),
  priceLines: tr.priceLines,
  unitPriceCents: tr.unitPriceCents,
  totalPriceCents: tr.totalPriceCents,
  paidCents: tr.paidCents,
  refundedCents: tr.refundedCents,
  holdExpiresAt: tr.holdExpiresAt,
  checkedInAt: tr.checkedInAt,
  rebookedAt: tr.rebookedAt,
  status: tr.status,
  paymentStatus: tr.paymentStatus,
  paymentToken: tr.paymentToken,
  contactName: sql<string>`${tr.firstName} || ' ' || ${tr.lastName}`.as('contact_name'),
  contactEmail: sql<string>`${tr.email}`.as('contact_email'),
  contactPhone: sql<string>`${tr.phone}`.as('contact_phone'),
  contactWhatsapp: sql<string>`''`.as('contact_whatsapp'),
  notes: sql<string>`${tr.specialRequests}`.as('notes'),
  firstName: sql<string>`${tr.firstName}`.as('first_name'),
  lastName: sql<string>`${tr.lastName}`.as('last_name'),
  emergencyContact: sql<string>`${tr.emergencyContact}`.as('emergency_contact'),
  emergencyPhone: sql<string>`${tr.emergencyPhone}`.as('emergency_phone'),
  createdAt: tr.createdAt,
  updatedAt: tr.updatedAt,
  userName: sql<string>`${users.name}`.as('user_name'),
  userEmail: sql<string>`${users.email}`.as('user_email'),
};

/** A search over the reference, the contact, the account and what was booked. */
function searchOf(term: string, columns: SQL[]): SQL {
  const like = containing(term);
  return sql`(${sql.join(
    columns.map((column) => sql`${column} ilike ${like}`),
    sql` or `,
  )})`;
}

/** The filter on one kind's table: its date column and the columns a search looks in differ. */
function whereOf(
  table: typeof ar | typeof tr,
  date: typeof ar.reservationDate | typeof tr.preferredDate,
  searched: SQL[],
  filter: RecordFilter,
): SQL | undefined {
  return and(
    filter.id ? eq(table.id, filter.id) : undefined,
    filter.userId ? eq(table.userId, filter.userId) : undefined,
    filter.token ? eq(table.paymentToken, filter.token) : undefined,
    filter.status ? eq(table.status, filter.status) : undefined,
    filter.paymentStatus ? eq(table.paymentStatus, filter.paymentStatus) : undefined,
    filter.from ? gte(date, filter.from) : undefined,
    filter.to ? lte(date, filter.to) : undefined,
    filter.search ? searchOf(filter.search, searched) : undefined,
  );
}

const activityWhere = (filter: RecordFilter) =>
  whereOf(
    ar,
    ar.reservationDate,
    [
      sql`${ar.id}`,
      sql`${ar.customerInfo}->>'name'`,
      sql`${ar.customerInfo}->>'email'`,
      sql`${users.email}`,
      sql`${activities.name}`,
    ],
    filter,
  );

const travelWhere = (filter: RecordFilter) =>
  whereOf(
    tr,
    tr.preferredDate,
    [
      sql`${tr.id}`,
      sql`${tr.firstName} || ' ' || ${tr.lastName}`,
      sql`${tr.email}`,
      sql`${users.email}`,
      sql`${travelPrograms.title}`,
    ],
    filter,
  );

const activityQuery = (db: DbOrTx, filter: RecordFilter) =>
  db
    .select(activityRecord)
    .from(ar)
    .innerJoin(activities, eq(activities.id, ar.activityId))
    .innerJoin(users, eq(users.id, ar.userId))
    .where(activityWhere(filter));

const travelQuery = (db: DbOrTx, filter: RecordFilter) =>
  db
    .select(travelRecord)
    .from(tr)
    .innerJoin(travelPrograms, eq(travelPrograms.id, tr.programId))
    .innerJoin(users, eq(users.id, tr.userId))
    .where(travelWhere(filter));

const lockColumns = (
  table: typeof ar | typeof tr,
  date: SQL<string>,
  itemId: typeof ar.activityId | typeof tr.programId,
  persons: typeof ar.numberOfPersons | typeof tr.numberOfTravelers,
  startTime: SQL<string | null> | typeof ar.startTime,
) => ({
  id: table.id,
  startTime,
  itemId,
  persons,
  refundedCents: table.refundedCents,
  holdExpiresAt: table.holdExpiresAt,
  holdLapsedAt: table.holdLapsedAt,
  rebookedAt: table.rebookedAt,
  cancellationPolicy: table.cancellationPolicy,
  userId: table.userId,
  status: table.status,
  paymentStatus: table.paymentStatus,
  paidCents: table.paidCents,
  totalPriceCents: table.totalPriceCents,
  date,
  paymentToken: table.paymentToken,
});

export interface ReservationPatch {
  status?: ReservationStatus;
  paymentStatus?: PaymentStatus;
  paidCents?: number;
  paymentToken?: string | null;
  holdExpiresAt?: Date | null;
  holdLapsedAt?: Date | null;
}

export const bookingsRepository = {
  /**
   * Reservations of both kinds matching the filter, newest first, paged in the
   * database (one UNION ALL query; a kind filter reads one table only).
   */
  async records(db: DbOrTx, filter: RecordFilter, limit: number, offset = 0): Promise<ReservationRecord[]> {
    if (filter.kind === 'activity') {
      return activityQuery(db, filter).orderBy(desc(ar.createdAt), desc(ar.id)).limit(limit).offset(offset);
    }
    if (filter.kind === 'travel') {
      return travelQuery(db, filter).orderBy(desc(tr.createdAt), desc(tr.id)).limit(limit).offset(offset);
    }
    return unionAll(activityQuery(db, filter), travelQuery(db, filter))
      .orderBy(desc(sql`created_at`), desc(sql`id`))
      .limit(limit)
      .offset(offset);
  },

  async countRecords(db: DbOrTx, filter: RecordFilter): Promise<number> {
    const counts = await Promise.all([
      filter.kind === 'travel'
        ? [{ n: 0 }]
        : db
            .select({ n: count() })
            .from(ar)
            .innerJoin(activities, eq(activities.id, ar.activityId))
            .innerJoin(users, eq(users.id, ar.userId))
            .where(activityWhere(filter)),
      filter.kind === 'activity'
        ? [{ n: 0 }]
        : db
            .select({ n: count() })
            .from(tr)
            .innerJoin(travelPrograms, eq(travelPrograms.id, tr.programId))
            .innerJoin(users, eq(users.id, tr.userId))
            .where(travelWhere(filter)),
    ]);
    return counts.reduce((total, [row]) => total + (row?.n ?? 0), 0);
  },

  async record(db: DbOrTx, filter: RecordFilter): Promise<ReservationRecord | undefined> {
    const [row] = await bookingsRepository.records(db, filter, 1);
    return row;
  },

  async insertActivityReservation(
    db: DbOrTx,
    values: NewActivityReservation,
  ): Promise<ActivityReservationRow> {
    const [row] = await db.insert(ar).values(values).returning();
    return row!;
  },

  async insertTravelReservation(db: DbOrTx, values: NewTravelReservation): Promise<TravelReservationRow> {
    const [row] = await db.insert(tr).values(values).returning();
    return row!;
  },

  /**
   * Locks the activity until the transaction ends: bookings of one activity
   * happen one after the other, on every server instance, so the places they
   * count cannot change under them. Answers its places and booking setup as
   * they are under the lock.
   */
  async lockActivity(
    db: DbOrTx,
    id: string,
  ): Promise<{ capacityPerDate: number | null; booking: unknown } | undefined> {
    const [row] = await db
      .select({ capacityPerDate: activities.capacityPerDate, booking: activities.booking })
      .from(activities)
      .where(eq(activities.id, id))
      .for('update');
    return row;
  },

  /** The same for a travel program with fixed departures: its seats are counted one booking at a time. */
  async lockProgram(db: DbOrTx, id: string): Promise<{ booking: unknown } | undefined> {
    const [row] = await db
      .select({ booking: travelPrograms.booking })
      .from(travelPrograms)
      .where(eq(travelPrograms.id, id))
      .for('update');
    return row;
  },

  /** Persons booked at one departure (a date and a time, or the untimed day) by reservations holding places. */
  async bookedPersons(
    db: DbOrTx,
    activityId: string,
    date: string,
    startTime: string | null,
  ): Promise<number> {
    const [row] = await db
      .select({ n: sum(ar.numberOfPersons).mapWith(Number) })
      .from(ar)
      .where(
        and(
          eq(ar.activityId, activityId),
          eq(ar.reservationDate, date),
          sql`${ar.startTime} is not distinct from ${startTime}`,
          ne(ar.status, 'cancelled'),
        ),
      );
    return row?.n ?? 0;
  },

  /** Persons booked per departure between two dates (inclusive), for departures that have any. */
  async bookedBySlot(
    db: DbOrTx,
    activityId: string,
    from: string,
    to: string,
  ): Promise<{ date: string; startTime: string | null; persons: number }[]> {
    return db
      .select({
        date: sql<string>`${ar.reservationDate}::text`,
        startTime: ar.startTime,
        persons: sum(ar.numberOfPersons).mapWith(Number),
      })
      .from(ar)
      .where(
        and(
          eq(ar.activityId, activityId),
          gte(ar.reservationDate, from),
          lte(ar.reservationDate, to),
          ne(ar.status, 'cancelled'),
        ),
      )
      .groupBy(ar.reservationDate, ar.startTime);
  },

  /** Travellers booked per start date of a program from a date on, by reservations holding seats. */
  async bookedTravellers(
    db: DbOrTx,
    programId: string,
    from: string,
    to?: string,
  ): Promise<{ date: string; persons: number }[]> {
    return db
      .select({
        date: sql<string>`${tr.preferredDate}::text`,
        persons: sum(tr.numberOfTravelers).mapWith(Number),
      })
      .from(tr)
      .where(
        and(
          eq(tr.programId, programId),
          gte(tr.preferredDate, from),
          to ? lte(tr.preferredDate, to) : undefined,
          ne(tr.status, 'cancelled'),
        ),
      )
      .groupBy(tr.preferredDate);
  },

  /**
   * Locks the customer's account row until the transaction ends, so two
   * bookings of one customer count their open reservations one after the other.
   */
  async lockCustomer(db: DbOrTx, userId: string): Promise<void> {
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  /**
   * Unpaid reservations whose hold lapsed (and whose payment is not in doubt),
   * cancelled and marked lapsed in one statement per kind; SKIP LOCKED lets
   * several instances sweep at once, each reservation released exactly once.
   */
  async releaseLapsedHolds(
    db: DbOrTx,
    now: Date,
    limit: number,
    inFlight: (kind: ReservationKind, id: typeof ar.id | typeof tr.id) => SQL,
  ): Promise<{ kind: ReservationKind; id: string }[]> {
    const released: { kind: ReservationKind; id: string }[] = [];
    for (const [kind, table] of [
      ['activity', ar],
      ['travel', tr],
    ] as const) {
      const lapsed = db
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            inArray(table.status, ['pending', 'confirmed']),
            eq(table.paymentStatus, 'pending'),
            lt(table.holdExpiresAt, now),
            not(inFlight(kind, table.id)),
          ),
        )
        .orderBy(asc(table.holdExpiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(table)
        .set({ status: 'cancelled', holdLapsedAt: now, holdExpiresAt: null })
        .where(and(inArray(table.id, lapsed), eq(table.paymentStatus, 'pending')))
        .returning({ id: table.id });
      released.push(...rows.map((row) => ({ kind, id: row.id })));
    }
    return released;
  },

  /** Unpaid reservations awaiting confirmation that a customer holds, of both kinds. */
  async countOpen(db: DbOrTx, userId: string): Promise<number> {
    const open = (table: typeof ar | typeof tr) =>
      db
        .select({ n: count() })
        .from(table)
        .where(
          and(eq(table.userId, userId), eq(table.status, 'pending'), eq(table.paymentStatus, 'pending')),
        );
    const [[a], [t]] = await Promise.all([open(ar), open(tr)]);
    return (a?.n ?? 0) + (t?.n ?? 0);
  },

  /** The reservation, locked until the transaction ends: its state changes one at a time. */
  async lock(db: DbOrTx, kind: ReservationKind, id: string): Promise<ReservationLock | undefined> {
    if (kind === 'activity') {
      const [row] = await db
        .select(
          lockColumns(
            ar,
            sql<string>`${ar.reservationDate}::text`,
            ar.activityId,
            ar.numberOfPersons,
            ar.startTime,
          ),
        )
        .from(ar)
        .where(eq(ar.id, id))
        .for('update');
      return row && { kind, ...row };
    }
    const [row] = await db
      .select(
        lockColumns(
          tr,
          sql<string>`${tr.preferredDate}::text`,
          tr.programId,
          tr.numberOfTravelers,
          sql<null>`null`,
        ),
      )
      .from(tr)
      .where(eq(tr.id, id))
      .for('update');
    return row && { kind, ...row };
  },

  /**
   * Moves a reservation to another date (and time, for activities); `rebookedAt` is set when the
   * customer did. The new start gets its own reminder.
   */
  async move(
    db: DbOrTx,
    kind: ReservationKind,
    id: string,
    to: { date: string; startTime: string | null; rebookedAt?: Date },
  ): Promise<void> {
    const rebookedAt = to.rebookedAt ? { rebookedAt: to.rebookedAt } : {};
    if (kind === 'activity') {
      await db
        .update(ar)
        .set({ reservationDate: to.date, startTime: to.startTime, reminderSentAt: null, ...rebookedAt })
        .where(eq(ar.id, id));
    } else {
      await db
        .update(tr)
        .set({ preferredDate: to.date, reminderSentAt: null, ...rebookedAt })
        .where(eq(tr.id, id));
    }
  },

  async update(db: DbOrTx, kind: ReservationKind, id: string, patch: ReservationPatch): Promise<void> {
    const table = kind === 'activity' ? ar : tr;
    await db.update(table).set(patch).where(eq(table.id, id));
  },
};
