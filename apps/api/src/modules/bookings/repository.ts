import type { PaymentStatus, ReservationStatus } from '@ochre/shared/rules/reservation-lifecycle';
import type { ReservationKind } from '@ochre/shared/schemas/bookings';
import { and, asc, count, desc, eq, gt, gte, inArray, lte, ne, type SQL, sql, sum } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { activities, travelPrograms } from '../../db/schema/catalog';
import { activityReservations, orders, payments, travelReservations } from '../../db/schema/commerce';
import { users } from '../../db/schema/users';
import type { OrderRow } from '../orders/repository';

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
  /** The activity's slug or the program's destination. */
  itemKey: string;
  image: string;
  /** The activity's location or the program's duration. */
  detail: string;
  date: string;
  persons: number;
  unitPriceCents: number;
  totalPriceCents: number;
  paidCents: number;
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

const activityRecord = {
  kind: sql<ReservationKind>`'activity'`.as('kind'),
  id: ar.id,
  userId: ar.userId,
  itemId: ar.activityId,
  title: sql<string>`${activities.name}`.as('title'),
  itemKey: sql<string>`${activities.slug}`.as('item_key'),
  image: text(sql`${activities.images}[1]`).as('image'),
  detail: sql<string>`${activities.location}`.as('detail'),
  date: sql<string>`${ar.reservationDate}::text`.as('date'),
  persons: sql<number>`${ar.numberOfPersons}`.as('persons'),
  unitPriceCents: ar.unitPriceCents,
  totalPriceCents: ar.totalPriceCents,
  paidCents: ar.paidCents,
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
  itemKey: sql<string>`${travelPrograms.destination}`.as('item_key'),
  image: sql<string>`${travelPrograms.heroImage}`.as('image'),
  detail: sql<string>`${travelPrograms.duration}`.as('detail'),
  date: sql<string>`${tr.preferredDate}::text`.as('date'),
  persons: sql<number>`${tr.numberOfTravelers}`.as('persons'),
  unitPriceCents: tr.unitPriceCents,
  totalPriceCents: tr.totalPriceCents,
  paidCents: tr.paidCents,
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
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${sql.join(
    columns.map((column) => sql`${column} ilike ${like}`),
    sql` or `,
  )})`;
}

function activityWhere(filter: RecordFilter): SQL | undefined {
  return and(
    filter.id ? eq(ar.id, filter.id) : undefined,
    filter.userId ? eq(ar.userId, filter.userId) : undefined,
    filter.token ? eq(ar.paymentToken, filter.token) : undefined,
    filter.status ? eq(ar.status, filter.status) : undefined,
    filter.paymentStatus ? eq(ar.paymentStatus, filter.paymentStatus) : undefined,
    filter.from ? gte(ar.reservationDate, filter.from) : undefined,
    filter.to ? lte(ar.reservationDate, filter.to) : undefined,
    filter.search
      ? searchOf(filter.search, [
          sql`${ar.id}`,
          sql`${ar.customerInfo}->>'name'`,
          sql`${ar.customerInfo}->>'email'`,
          sql`${users.email}`,
          sql`${activities.name}`,
        ])
      : undefined,
  );
}

function travelWhere(filter: RecordFilter): SQL | undefined {
  return and(
    filter.id ? eq(tr.id, filter.id) : undefined,
    filter.userId ? eq(tr.userId, filter.userId) : undefined,
    filter.token ? eq(tr.paymentToken, filter.token) : undefined,
    filter.status ? eq(tr.status, filter.status) : undefined,
    filter.paymentStatus ? eq(tr.paymentStatus, filter.paymentStatus) : undefined,
    filter.from ? gte(tr.preferredDate, filter.from) : undefined,
    filter.to ? lte(tr.preferredDate, filter.to) : undefined,
    filter.search
      ? searchOf(filter.search, [
          sql`${tr.id}`,
          sql`${tr.firstName} || ' ' || ${tr.lastName}`,
          sql`${tr.email}`,
          sql`${users.email}`,
          sql`${travelPrograms.title}`,
        ])
      : undefined,
  );
}

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

const lockColumns = (table: typeof ar | typeof tr, date: SQL<string>) => ({
  id: table.id,
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
   * count cannot change under them.
   */
  async lockActivity(db: DbOrTx, id: string): Promise<{ capacityPerDate: number | null } | undefined> {
    const [row] = await db
      .select({ capacityPerDate: activities.capacityPerDate })
      .from(activities)
      .where(eq(activities.id, id))
      .for('update');
    return row;
  },

  /** Persons booked on a date by reservations that hold places (all but cancelled ones). */
  async bookedPersons(db: DbOrTx, activityId: string, date: string): Promise<number> {
    const [row] = await db
      .select({ n: sum(ar.numberOfPersons).mapWith(Number) })
      .from(ar)
      .where(and(eq(ar.activityId, activityId), eq(ar.reservationDate, date), ne(ar.status, 'cancelled')));
    return row?.n ?? 0;
  },

  /** Persons booked per date between two dates (inclusive), for dates that have any. */
  async bookedPersonsByDate(
    db: DbOrTx,
    activityId: string,
    from: string,
    to: string,
  ): Promise<{ date: string; persons: number }[]> {
    return db
      .select({
        date: sql<string>`${ar.reservationDate}::text`,
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
      .groupBy(ar.reservationDate)
      .orderBy(asc(ar.reservationDate));
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
        .select(lockColumns(ar, sql<string>`${ar.reservationDate}::text`))
        .from(ar)
        .where(eq(ar.id, id))
        .for('update');
      return row && { kind, ...row };
    }
    const [row] = await db
      .select(lockColumns(tr, sql<string>`${tr.preferredDate}::text`))
      .from(tr)
      .where(eq(tr.id, id))
      .for('update');
    return row && { kind, ...row };
  },

  async update(db: DbOrTx, kind: ReservationKind, id: string, patch: ReservationPatch): Promise<void> {
    const table = kind === 'activity' ? ar : tr;
    await db.update(table).set(patch).where(eq(table.id, id));
  },

  /** An unpaid, still payable order for this reservation charging exactly this, to reuse instead of adding one. */
  async openOrder(
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
          kind === 'activity'
            ? eq(orders.activityReservationId, reservationId)
            : eq(orders.travelReservationId, reservationId),
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

  /** Another order of the same reservation is being captured right now (its claim is younger than `since`). */
  async otherOrderCapturing(db: DbOrTx, order: OrderRow, since: Date): Promise<boolean> {
    const sameReservation = order.activityReservationId
      ? eq(orders.activityReservationId, order.activityReservationId)
      : eq(orders.travelReservationId, order.travelReservationId ?? '');
    const [row] = await db
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          sameReservation,
          ne(orders.id, order.id),
          eq(payments.status, 'capturing'),
          gt(payments.updatedAt, since),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  /** Unpaid orders of a cancelled reservation can no longer be paid: they are cancelled with it. */
  async cancelOpenOrders(db: DbOrTx, kind: ReservationKind, reservationId: string): Promise<void> {
    await db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(
        and(
          kind === 'activity'
            ? eq(orders.activityReservationId, reservationId)
            : eq(orders.travelReservationId, reservationId),
          eq(orders.isPaid, false),
          inArray(orders.status, ['pending', 'expired']),
        ),
      );
  },
};
