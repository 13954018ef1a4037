import { activityTotalCents, travelTotalCents } from '@ochre/shared/rules/booking-pricing';
import { fitsCapacity, placesLeft } from '@ochre/shared/rules/capacity';
import { marrakechToday } from '@ochre/shared/rules/marrakech-date';
import { toCents } from '@ochre/shared/rules/money';
import { pageCount } from '@ochre/shared/rules/pagination';
import { type ReservationAction, transition } from '@ochre/shared/rules/reservation-lifecycle';
import type { ActivityAvailability, AvailabilityQuery } from '@ochre/shared/schemas/activities';
import {
  type ActivityReservationBody,
  type AdminReservationsQuery,
  bookingMessages,
  type Reservation,
  type ReservationKind,
  type TravelReservationBody,
} from '@ochre/shared/schemas/bookings';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { Conflict, InvalidData, NotFound } from '../../lib/errors';
import { newToken } from '../../lib/ids';
import type { Email, Mailer } from '../../plugins/mail';
import type { ActivitiesService } from '../activities/service';
import type { AuditService } from '../audit/service';
import { INVALID_PAYMENT_LINK, withFreshIds } from '../orders/service';
import type { SiteService } from '../site/service';
import type { TravelsService } from '../travels/service';
import { bookingsRepository, type RecordFilter, type ReservationRecord } from './repository';
import { toReservationDto } from './reservation.dto';
import {
  bookingReceivedEmail,
  type ReservationEmailContext,
  reservationCancelledEmail,
  reservationConfirmedEmail,
} from './reservation-emails';

export const RESERVATION_CREATED = 'Reservation created. Proceed to payment.';
export const RESERVATION_NOT_FOUND = 'Reservation not found.';
/** Unconfirmed, unpaid reservations one customer may hold at once, so nobody can take every place. */
export const MAX_OPEN_RESERVATIONS = 10;
export const TOO_MANY_OPEN =
  'You already have several reservations awaiting confirmation. Please pay for one or contact us before booking more.';
const MY_RESERVATIONS_LIMIT = 200;
const AVAILABILITY_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

export const capacityMessages = {
  soldOut: 'This date is sold out. Please choose another date.',
  placesLeft: (left: number) =>
    left === 1 ? 'Only 1 place is left on this date.' : `Only ${left} places are left on this date.`,
  groupTooLarge: (max: number) => `This program takes groups of up to ${max} travelers.`,
  range: 'The end of the period must not be before its start, and the period at most a year.',
} as const;

export interface BookingsDeps {
  db: Db;
  mailer: Mailer;
  site: Pick<SiteService, 'publicSettings'>;
  audit: AuditService;
  activities: Pick<ActivitiesService, 'find'>;
  travels: Pick<TravelsService, 'find'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  publicUrl: string;
}

/** Days since 1970 of a YYYY-MM-DD calendar date, for spans between dates. */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * Reservations of activities and travel programs (SPEC §4 Activity booking,
 * Travel booking, Reservation status): creating them with the server's own
 * totals and the activity's places per date, reading them, and the admin
 * moves of their lifecycle (reservation-lifecycle.ts), each recorded.
 */
export function createBookingsService(deps: BookingsDeps) {
  const { db, mailer, site, audit, log, publicUrl } = deps;

  // E-mails go out in the background; shutting down waits for them.
  const sending = new Set<Promise<void>>();
  function inBackground(work: Promise<void>): void {
    sending.add(work);
    void work.finally(() => sending.delete(work));
  }

  /** Sends a message about a reservation as it is now, without holding up the request. */
  function notify(
    kind: ReservationKind,
    id: string,
    build: (context: ReservationEmailContext) => Email,
  ): void {
    inBackground(
      (async () => {
        try {
          const [reservation, settings] = await Promise.all([
            bookingsRepository.record(db, { kind, id }),
            site.publicSettings(),
          ]);
          if (!reservation) return;
          await mailer.send(build({ reservation, siteName: settings.general.siteName, publicUrl }));
        } catch (error) {
          log.error({ err: error, reservationId: id }, 'reservation e-mail failed');
        }
      })(),
    );
  }

  async function ownRecord(kind: ReservationKind, id: string, user: UserRow): Promise<Reservation> {
    const record = await bookingsRepository.record(db, { kind, id, userId: user.id });
    if (!record) throw new NotFound(RESERVATION_NOT_FOUND);
    return toReservationDto(record, 'owner');
  }

  async function refuseTooManyOpen(user: UserRow): Promise<void> {
    if ((await bookingsRepository.countOpen(db, user.id)) >= MAX_OPEN_RESERVATIONS) {
      throw new Conflict(TOO_MANY_OPEN);
    }
  }

  function refuseOtherTotal(sent: number | undefined, totalCents: number): void {
    if (sent !== undefined && toCents(sent) !== totalCents) {
      throw new Conflict(bookingMessages.totalMismatch, { totalPrice: bookingMessages.totalMismatch });
    }
  }

  return {
    /**
     * SPEC §7 POST /activities/{id}/reserve. The activity's row is locked for
     * the transaction, so on every server instance bookings of one activity
     * count and take places one after the other: a date is never sold beyond
     * its capacity.
     */
    async reserveActivity(
      user: UserRow,
      slugOrId: string,
      body: ActivityReservationBody,
    ): Promise<Reservation> {
      const activity = await deps.activities.find(slugOrId);
      const persons = body.numberOfPersons;
      if (persons < activity.minParticipants || persons > activity.maxParticipants) {
        const message = bookingMessages.persons(activity.minParticipants, activity.maxParticipants);
        throw new InvalidData(message, { numberOfPersons: message });
      }
      const totalCents = activityTotalCents(activity.priceCents, persons);
      refuseOtherTotal(body.totalPrice, totalCents);
      await refuseTooManyOpen(user);

      const reservation = await withFreshIds(() =>
        db.transaction(async (tx) => {
          if (activity.capacityPerDate !== null) {
            const capacity =
              (await bookingsRepository.lockActivity(tx, activity.id))?.capacityPerDate ?? null;
            const booked = await bookingsRepository.bookedPersons(tx, activity.id, body.reservationDate);
            if (!fitsCapacity(capacity, booked, persons)) {
              const left = placesLeft(capacity, booked) ?? 0;
              const message = left === 0 ? capacityMessages.soldOut : capacityMessages.placesLeft(left);
              throw new Conflict(message, { reservationDate: message });
            }
          }
          return bookingsRepository.insertActivityReservation(tx, {
            userId: user.id,
            activityId: activity.id,
            customerInfo: { ...body.customerInfo, notes: body.notes || body.customerInfo.notes },
            reservationDate: body.reservationDate,
            numberOfPersons: persons,
            unitPriceCents: activity.priceCents,
            totalPriceCents: totalCents,
            notes: body.notes || body.customerInfo.notes,
          });
        }),
      );
      notify('activity', reservation.id, bookingReceivedEmail);
      return ownRecord('activity', reservation.id, user);
    },

    /** SPEC §7 POST /organized-travel/reservations: 1 to 10 travelers (and no more than the group size). */
    async reserveTravel(user: UserRow, body: TravelReservationBody): Promise<Reservation> {
      const program = await deps.travels.find(body.programId || body.destination || '');
      if (body.numberOfTravelers > program.maxGroupSize) {
        const message = capacityMessages.groupTooLarge(program.maxGroupSize);
        throw new InvalidData(message, { numberOfTravelers: message });
      }
      const totalCents = travelTotalCents(program.priceCents, body.numberOfTravelers);
      refuseOtherTotal(body.totalPrice, totalCents);
      await refuseTooManyOpen(user);

      const reservation = await withFreshIds(() =>
        bookingsRepository.insertTravelReservation(db, {
          userId: user.id,
          programId: program.id,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phone: body.phone,
          numberOfTravelers: body.numberOfTravelers,
          preferredDate: body.preferredDate,
          specialRequests: body.specialRequests,
          emergencyContact: body.emergencyContact,
          emergencyPhone: body.emergencyPhone,
          destination: program.destination,
          unitPriceCents: program.priceCents,
          totalPriceCents: totalCents,
        }),
      );
      notify('travel', reservation.id, bookingReceivedEmail);
      return ownRecord('travel', reservation.id, user);
    },

    /** Places left per date for the date picker; only dates with bookings are listed. */
    async availability(slugOrId: string, { from, to }: AvailabilityQuery): Promise<ActivityAvailability> {
      const span = dayNumber(to) - dayNumber(from);
      if (!(span >= 0 && span <= AVAILABILITY_MAX_DAYS)) {
        throw new InvalidData(capacityMessages.range, { to: capacityMessages.range });
      }
      const activity = await deps.activities.find(slugOrId);
      const capacity = activity.capacityPerDate;
      if (capacity === null) return { capacityPerDate: null, from, to, dates: [] };
      const booked = await bookingsRepository.bookedPersonsByDate(db, activity.id, from, to);
      return {
        capacityPerDate: capacity,
        from,
        to,
        dates: booked.map(({ date, persons }) => ({ date, placesLeft: placesLeft(capacity, persons) ?? 0 })),
      };
    },

    /** SPEC §7 GET /reservations/myreservations: both kinds, newest first. */
    async mine(user: UserRow): Promise<Reservation[]> {
      const records = await bookingsRepository.records(db, { userId: user.id }, MY_RESERVATIONS_LIMIT);
      return records.map((record) => toReservationDto(record, 'owner'));
    },

    /** The reservation its owner asks for; anyone else is told it does not exist. */
    async ownedBy(user: UserRow, kind: ReservationKind, id: string): Promise<ReservationRecord> {
      const record = await bookingsRepository.record(db, { kind, id, userId: user.id });
      if (!record) throw new NotFound(RESERVATION_NOT_FOUND);
      return record;
    },

    /** The reservation a payment link points to; a cancelled one's link no longer works (SPEC §8). */
    async byToken(token: string): Promise<ReservationRecord> {
      const record = await bookingsRepository.record(db, { token });
      if (!record || record.status === 'cancelled') throw new NotFound(INVALID_PAYMENT_LINK);
      return record;
    },

    view: toReservationDto,

    async adminList(
      query: AdminReservationsQuery,
    ): Promise<{ reservations: Reservation[]; pagination: Pagination }> {
      const { page, limit, ...rest } = query;
      const filter: RecordFilter = rest;
      const [records, total] = await Promise.all([
        bookingsRepository.records(db, filter, limit, (page - 1) * limit),
        bookingsRepository.countRecords(db, filter),
      ]);
      return {
        reservations: records.map((record) => toReservationDto(record, 'admin')),
        pagination: { total, pages: pageCount(total, limit), page, limit },
      };
    },

    async adminDetail(kind: ReservationKind, id: string): Promise<Reservation> {
      const record = await bookingsRepository.record(db, { kind, id });
      if (!record) throw new NotFound(RESERVATION_NOT_FOUND);
      return toReservationDto(record, 'admin');
    },

    /**
     * An admin confirms, cancels or completes a reservation, through the
     * transition table, recorded in the audit log in the same transaction.
     * Confirming gives it a payment link (a fresh unguessable token) and
     * e-mails it; cancelling retires the link and the unpaid orders with it.
     */
    async act(
      admin: UserRow,
      kind: ReservationKind,
      id: string,
      action: ReservationAction,
      reason?: string,
    ): Promise<Reservation> {
      await db.transaction(async (tx) => {
        // Orders first, then the reservation: the same order payments lock them in.
        if (action === 'cancel') await bookingsRepository.cancelOpenOrders(tx, kind, id);
        const current = await bookingsRepository.lock(tx, kind, id);
        if (!current) throw new NotFound(RESERVATION_NOT_FOUND);
        const outcome = transition(
          {
            status: current.status,
            paymentStatus: current.paymentStatus,
            date: current.date,
            totalCents: current.totalPriceCents,
            paidCents: current.paidCents,
          },
          action,
          marrakechToday(),
        );
        if (!outcome.ok) throw new Conflict(outcome.reason);
        await bookingsRepository.update(tx, kind, id, {
          status: outcome.value,
          ...(action === 'confirm' ? { paymentToken: current.paymentToken ?? newToken() } : {}),
          ...(action === 'cancel' ? { paymentToken: null } : {}),
        });
        await audit.record(
          admin,
          {
            action: `reservation.${action}`,
            entity: `${kind}_reservation`,
            entityId: id,
            details: { from: current.status, to: outcome.value, ...(reason ? { reason } : {}) },
          },
          tx,
        );
      });
      if (action === 'confirm') notify(kind, id, reservationConfirmedEmail);
      if (action === 'cancel') notify(kind, id, reservationCancelledEmail);
      return this.adminDetail(kind, id);
    },

    /** Sends a reservation e-mail in the background (receipts after a payment). */
    notify,

    /** Waits for e-mails still being sent. */
    async drain(): Promise<void> {
      await Promise.allSettled([...sending]);
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
