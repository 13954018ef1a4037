import type { ContentLang } from '@ochre/shared/constants';
import { fitsCapacity, placesLeft } from '@ochre/shared/rules/capacity';
import { AVAILABILITY_MAX_DAYS, slotCapacity, slotStatus } from '@ochre/shared/rules/departures';
import {
  daysBetween,
  isCalendarDate,
  marrakechClock,
  marrakechToday,
} from '@ochre/shared/rules/marrakech-date';
import { toCents } from '@ochre/shared/rules/money';
import type { ActivityAvailability, AvailabilityQuery } from '@ochre/shared/schemas/activities';
import { readActivitySetup, readTravelSetup } from '@ochre/shared/schemas/booking-setup';
import {
  type ActivityReservationBody,
  bookingMessages,
  type Reservation,
  type ReservationKind,
  type TravelReservationBody,
} from '@ochre/shared/schemas/bookings';
import type { TravelDepartures } from '@ochre/shared/schemas/travels';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { createBackground } from '../../lib/background';
import { Conflict, InvalidData, NotFound } from '../../lib/errors';
import type { Email, Mailer } from '../../plugins/mail';
import type { ActivitiesService } from '../activities/service';
import { usersRepository } from '../auth/users.repository';
import { INVALID_PAYMENT_LINK, withFreshIds } from '../orders/service';
import { reservationPaymentInFlight } from '../payments/repository';
import { refundsRepository } from '../refunds/repository';
import type { SiteService } from '../site/service';
import type { TravelsService } from '../travels/service';
import { activityTerms, availabilityOf, travelTerms } from './booking-terms';
import { bookingsRepository, type ReservationRecord } from './repository';
import { toReservationDto } from './reservation.dto';
import {
  bookingReceivedEmail,
  type ReservationEmailContext,
  reservationLapsedEmail,
} from './reservation-emails';

export const RESERVATION_CREATED = 'Reservation created. Proceed to payment.';
export const RESERVATION_NOT_FOUND = 'Reservation not found.';
/** Unconfirmed, unpaid reservations one customer may hold at once, so nobody can take every place. */
export const MAX_OPEN_RESERVATIONS = 10;
export const TOO_MANY_OPEN =
  'You already have several reservations awaiting confirmation. Please pay for one or contact us before booking more.';
const MY_RESERVATIONS_LIMIT = 200;

export const capacityMessages = {
  soldOut: 'This date is sold out. Please choose another date.',
  placesLeft: (left: number) =>
    left === 1 ? 'Only 1 place is left on this date.' : `Only ${left} places are left on this date.`,
  slotSoldOut: 'This departure is sold out. Please choose another time or date.',
  slotPlacesLeft: (left: number) =>
    left === 1 ? 'Only 1 place is left at this time.' : `Only ${left} places are left at this time.`,
  seatsLeft: (left: number) =>
    left === 0
      ? 'This departure is full. Please choose another date.'
      : `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left on this departure.`,
  groupTooLarge: (max: number) => `This program takes groups of up to ${max} travelers.`,
  range: `Give real dates, the end on or after the start, and at most ${AVAILABILITY_MAX_DAYS} days.`,
} as const;

export interface BookingsDeps {
  db: Db;
  mailer: Mailer;
  site: Pick<SiteService, 'publicSettings'>;
  activities: Pick<ActivitiesService, 'find'>;
  travels: Pick<TravelsService, 'find'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  publicUrl: string;
  /** Unpaid reservations staff have not confirmed keep their places this long (RESERVATION_HOLD_MINUTES). */
  holdMinutes: number;
}

/**
 * Reservations of activities and travel programs as customers make them
 * (SPEC §4 Activity booking, Travel booking): creating them with the server's
 * own totals and the activity's places per date, reading them, and the
 * e-mails about them. The back office's side is admin-service.ts.
 */
export function createBookingsService(deps: BookingsDeps) {
  const { db, mailer, site, log, publicUrl } = deps;

  // E-mails go out in the background; shutting down waits for them.
  const background = createBackground();

  /** Sends a message about a reservation as it is now, without holding up the request. */
  function notify(
    kind: ReservationKind,
    id: string,
    build: (context: ReservationEmailContext) => Email,
  ): void {
    background.run(
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
    return toReservationDto(record, 'owner', await refundsRepository.forReservations(db, [record.id]));
  }

  /**
   * Inside the booking transaction, with the customer's row locked: two
   * bookings at once cannot both slip under the limit.
   */
  async function refuseTooManyOpen(tx: Tx, user: UserRow, language: ContentLang): Promise<void> {
    await bookingsRepository.lockCustomer(tx, user.id);
    // The customer's row is locked anyway: it remembers the language they last booked in.
    if (language !== user.language) await usersRepository.update(tx, user.id, { language });
    if ((await bookingsRepository.countOpen(tx, user.id)) >= MAX_OPEN_RESERVATIONS) {
      throw new Conflict(TOO_MANY_OPEN);
    }
  }

  const holdUntil = () => new Date(Date.now() + deps.holdMinutes * 60_000);

  function refuseOtherTotal(sent: number | undefined, totalCents: number): void {
    if (sent !== undefined && toCents(sent) !== totalCents) {
      throw new Conflict(bookingMessages.totalMismatch, { totalPrice: bookingMessages.totalMismatch });
    }
  }

  /** The reservation a payment link points to; a cancelled one's link no longer works (SPEC §8). */
  async function byToken(token: string): Promise<ReservationRecord> {
    const record = await bookingsRepository.record(db, { token });
    if (!record || record.status === 'cancelled') throw new NotFound(INVALID_PAYMENT_LINK);
    return record;
  }

  return {
    /**
     * SPEC §7 POST /activities/{id}/reserve, with issue 15's travellers per
     * type, departure time, pickup and extras, all priced here. The
     * activity's row is locked for the transaction, so on every server
     * instance bookings of one activity count and take places one after the
     * other: a departure is never sold beyond its capacity.
     */
    async reserveActivity(
      user: UserRow,
      slugOrId: string,
      body: ActivityReservationBody,
      lang?: ContentLang,
    ): Promise<Reservation> {
      const language = lang ?? user.language;
      const activity = await deps.activities.find(slugOrId);
      const offered = readActivitySetup(activity.booking);
      const terms = activityTerms(activity, offered, body, marrakechClock());
      refuseOtherTotal(body.totalPrice, terms.quote.totalCents);

      const reservation = await withFreshIds(() =>
        db.transaction(async (tx) => {
          await refuseTooManyOpen(tx, user, language);
          const locked = await bookingsRepository.lockActivity(tx, activity.id);
          const setup = readActivitySetup(locked?.booking);
          // The first departure asked for that still has room; a SPEC call without a time may take any.
          let startTime: string | null | undefined;
          let left = 0;
          for (const time of terms.startTimes) {
            const capacity = slotCapacity(setup, locked?.capacityPerDate ?? null, time);
            const booked =
              capacity === null
                ? 0
                : await bookingsRepository.bookedPersons(tx, activity.id, body.reservationDate, time);
            if (fitsCapacity(capacity, booked, terms.participants)) {
              startTime = time;
              break;
            }
            left = Math.max(left, placesLeft(capacity, booked) ?? 0);
          }
          if (startTime === undefined) {
            const timed = terms.startTimes[0] !== null;
            const message = timed
              ? left === 0
                ? capacityMessages.slotSoldOut
                : capacityMessages.slotPlacesLeft(left)
              : left === 0
                ? capacityMessages.soldOut
                : capacityMessages.placesLeft(left);
            throw new Conflict(message, { [timed ? 'startTime' : 'reservationDate']: message });
          }
          const notes = body.notes || body.customerInfo.notes;
          return bookingsRepository.insertActivityReservation(tx, {
            userId: user.id,
            activityId: activity.id,
            customerInfo: { ...body.customerInfo, notes },
            reservationDate: body.reservationDate,
            startTime,
            numberOfPersons: terms.participants,
            units: terms.units,
            pickup: terms.pickup,
            priceLines: terms.quote.lines,
            unitPriceCents: terms.adultCents,
            totalPriceCents: terms.quote.totalCents,
            notes,
            holdExpiresAt: holdUntil(),
            language,
            cancellationPolicy: offered.cancellation,
          });
        }),
      );
      notify('activity', reservation.id, bookingReceivedEmail);
      return ownRecord('activity', reservation.id, user);
    },

    /**
     * SPEC §7 POST /organized-travel/reservations: 1 to 10 travelers (and no
     * more than the group size). A program with fixed departures takes only
     * their dates, and counts their seats under a lock on the program.
     */
    async reserveTravel(
      user: UserRow,
      body: TravelReservationBody,
      lang?: ContentLang,
    ): Promise<Reservation> {
      const language = lang ?? user.language;
      const program = await deps.travels.find(body.programId || body.destination || '');
      const offered = readTravelSetup(program.booking);
      const terms = travelTerms(program, offered, body, capacityMessages.groupTooLarge);
      refuseOtherTotal(body.totalPrice, terms.quote.totalCents);

      const reservation = await withFreshIds(() =>
        db.transaction(async (tx) => {
          await refuseTooManyOpen(tx, user, language);
          if (terms.departure) {
            const locked = await bookingsRepository.lockProgram(tx, program.id);
            const seats =
              readTravelSetup(locked?.booking).departures.find((d) => d.date === body.preferredDate)?.seats ??
              0;
            const [booked] = await bookingsRepository.bookedTravellers(
              tx,
              program.id,
              body.preferredDate,
              body.preferredDate,
            );
            const left = Math.max(0, seats - (booked?.persons ?? 0));
            if (terms.participants > left) {
              const message = capacityMessages.seatsLeft(left);
              throw new Conflict(message, { preferredDate: message });
            }
          }
          return bookingsRepository.insertTravelReservation(tx, {
            userId: user.id,
            programId: program.id,
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.email,
            phone: body.phone,
            numberOfTravelers: terms.participants,
            units: terms.units,
            priceLines: terms.quote.lines,
            preferredDate: body.preferredDate,
            specialRequests: body.specialRequests,
            emergencyContact: body.emergencyContact,
            emergencyPhone: body.emergencyPhone,
            destination: program.destination,
            unitPriceCents: program.priceCents,
            totalPriceCents: terms.quote.totalCents,
            holdExpiresAt: holdUntil(),
            language,
            cancellationPolicy: offered.cancellation,
          });
        }),
      );
      notify('travel', reservation.id, bookingReceivedEmail);
      return ownRecord('travel', reservation.id, user);
    },

    /** Every date of a period with its departures, places left, status and prices (OCTO style). */
    async availability(slugOrId: string, { from, to }: AvailabilityQuery): Promise<ActivityAvailability> {
      const span = daysBetween(from, to);
      if (!isCalendarDate(from) || !isCalendarDate(to) || !(span >= 0 && span < AVAILABILITY_MAX_DAYS)) {
        throw new InvalidData(capacityMessages.range, { to: capacityMessages.range });
      }
      const activity = await deps.activities.find(slugOrId);
      return availabilityOf({
        from,
        to,
        priceCents: activity.priceCents,
        capacityPerDate: activity.capacityPerDate,
        setup: readActivitySetup(activity.booking),
        booked: await bookingsRepository.bookedBySlot(db, activity.id, from, to),
        now: marrakechClock(),
      });
    },

    /** A program's fixed departures from today on, with the seats each has left. */
    async departures(destinationOrId: string): Promise<TravelDepartures> {
      const program = await deps.travels.find(destinationOrId);
      const today = marrakechToday();
      const booked = new Map(
        (await bookingsRepository.bookedTravellers(db, program.id, today)).map((b) => [b.date, b.persons]),
      );
      return {
        departures: readTravelSetup(program.booking)
          .departures.filter((d) => d.date >= today)
          .sort((a, b) => a.date.localeCompare(b.date))
          .map(({ date, seats }) => {
            const remaining = Math.max(0, seats - (booked.get(date) ?? 0));
            return { date, seats, remaining, status: slotStatus(seats, remaining, false) };
          }),
      };
    },

    /** SPEC §7 GET /reservations/myreservations: both kinds, newest first. */
    async mine(user: UserRow): Promise<Reservation[]> {
      const records = await bookingsRepository.records(db, { userId: user.id }, MY_RESERVATIONS_LIMIT);
      const refunds = await refundsRepository.forReservations(
        db,
        records.map((record) => record.id),
      );
      return records.map((record) =>
        toReservationDto(
          record,
          'owner',
          refunds.filter((refund) => refund.reservationId === record.id),
        ),
      );
    },

    /** The reservation its owner asks for; anyone else is told it does not exist. */
    async ownedBy(user: UserRow, kind: ReservationKind, id: string): Promise<ReservationRecord> {
      const record = await bookingsRepository.record(db, { kind, id, userId: user.id });
      if (!record) throw new NotFound(RESERVATION_NOT_FOUND);
      return record;
    },

    byToken,

    /** SPEC §4 Reservation payment link: what whoever holds the link may see. */
    async linkView(token: string): Promise<Reservation> {
      return toReservationDto(await byToken(token), 'link');
    },

    /** Sends a reservation e-mail in the background (receipts after a payment). */
    notify,

    /** A first try at a reservation e-mail queued in a transaction that has committed. */
    deliver(outboxId: string): void {
      background.run(mailer.deliver(outboxId));
    },

    /**
     * Frees the places of unpaid reservations whose hold lapsed (unconfirmed
     * after RESERVATION_HOLD_MINUTES, confirmed past their pay-by time), unless
     * a payment of theirs is in doubt; each customer is e-mailed. Safe on several instances.
     */
    async releaseLapsedHolds(now = new Date(), batch = 100): Promise<number> {
      const released = await db.transaction((tx) =>
        bookingsRepository.releaseLapsedHolds(tx, now, batch, (kind, id) =>
          reservationPaymentInFlight(tx, kind, id),
        ),
      );
      for (const { kind, id } of released) notify(kind, id, reservationLapsedEmail);
      return released.length;
    },

    /** Waits for e-mails still being sent. */
    drain: background.drain,
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
