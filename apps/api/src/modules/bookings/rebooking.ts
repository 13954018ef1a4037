import { cancellationMessages, selfRebookRefusal } from '@ochre/shared/rules/cancellation';
import { fitsCapacity, placesLeft } from '@ochre/shared/rules/capacity';
import { isPastCutoff, runsOn, slotCapacity, startTimesOf } from '@ochre/shared/rules/departures';
import { marrakechClock } from '@ochre/shared/rules/marrakech-date';
import { lifecycleMessages } from '@ochre/shared/rules/reservation-lifecycle';
import { readActivitySetup, readTravelSetup } from '@ochre/shared/schemas/booking-setup';
import { bookingMessages, type Reservation, type ReservationKind } from '@ochre/shared/schemas/bookings';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { Conflict, NotFound } from '../../lib/errors';
import type { Mailer } from '../../plugins/mail';
import type { AuditService } from '../audit/service';
import type { SiteService } from '../site/service';
import { cancellationTerms } from './cancellation-terms';
import { bookingsRepository, type ReservationRecord } from './repository';
import { reservationMovedEmail } from './reservation-emails';
import { type BookingsService, capacityMessages, RESERVATION_NOT_FOUND } from './service';

type Booked = Pick<ReservationRecord, 'itemId' | 'persons'>;

export const moveBody = z.strictObject({
  date: z.iso.date({ error: bookingMessages.invalidDate }),
  startTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullish()
    .transform((time) => time ?? null),
});
export type MoveBody = z.output<typeof moveBody>;

/** Refuses a departure that does not run, has closed, or lacks room for this booking's guests. */
async function refuseActivityDeparture(tx: Tx, current: Booked, to: MoveBody): Promise<void> {
  const locked = await bookingsRepository.lockActivity(tx, current.itemId);
  const setup = readActivitySetup(locked?.booking);
  const times = startTimesOf(setup);
  if (!times.includes(to.startTime)) {
    throw new Conflict(
      to.startTime === null ? bookingMessages.startTimeRequired : bookingMessages.unknownStartTime,
    );
  }
  if (!runsOn(setup, to.date)) throw new Conflict(bookingMessages.closedDay);
  if (isPastCutoff(to.date, to.startTime, setup.cutoffMinutes, marrakechClock())) {
    throw new Conflict(bookingMessages.closedSlot);
  }
  const capacity = slotCapacity(setup, locked?.capacityPerDate ?? null, to.startTime);
  const booked =
    capacity === null ? 0 : await bookingsRepository.bookedPersons(tx, current.itemId, to.date, to.startTime);
  if (!fitsCapacity(capacity, booked, current.persons)) {
    const left = placesLeft(capacity, booked) ?? 0;
    throw new Conflict(left === 0 ? capacityMessages.slotSoldOut : capacityMessages.slotPlacesLeft(left));
  }
}

/** A program with fixed departures moves only to another of them with seats left; otherwise to any later date. */
async function refuseTravelDate(tx: Tx, current: Booked, to: MoveBody): Promise<void> {
  const locked = await bookingsRepository.lockProgram(tx, current.itemId);
  const setup = readTravelSetup(locked?.booking);
  if (to.date <= marrakechClock().date) throw new Conflict(bookingMessages.pastDate);
  if (setup.departures.length === 0) return;
  const departure = setup.departures.find((d) => d.date === to.date);
  if (!departure) throw new Conflict(bookingMessages.departureRequired);
  const [booked] = await bookingsRepository.bookedTravellers(tx, current.itemId, to.date, to.date);
  const left = departure.seats - (booked?.persons ?? 0);
  if (left < current.persons) throw new Conflict(capacityMessages.seatsLeft(Math.max(0, left)));
}

export interface RebookingDeps {
  db: Db;
  audit: AuditService;
  mailer: Mailer;
  site: Pick<SiteService, 'publicSettings'>;
  bookings: Pick<BookingsService, 'deliver'>;
  publicUrl: string;
}

/**
 * Moving a booking to another date or time (issue 16): the customer once,
 * paid, until the policy's free-cancellation limit and without charge;
 * staff whenever it is neither cancelled nor completed. Places are counted
 * under the item's lock, as when booking; the move is audited, and the
 * customer's e-mail about it is queued in the same transaction, so it goes
 * exactly once for each move that happens.
 */
export function createRebooking({ db, audit, mailer, site, bookings, publicUrl }: RebookingDeps) {
  return async function move(
    actor: UserRow,
    kind: ReservationKind,
    id: string,
    to: MoveBody,
    by: 'customer' | 'staff',
    read: () => Promise<Reservation>,
  ): Promise<Reservation> {
    const { siteName } = (await site.publicSettings()).general;
    const outboxId = await db.transaction(async (tx) => {
      const seen = await bookingsRepository.record(tx, { kind, id });
      if (!seen || (by === 'customer' && seen.userId !== actor.id)) throw new NotFound(RESERVATION_NOT_FOUND);
      if (seen.date === to.date && seen.startTime === (kind === 'activity' ? to.startTime : null)) {
        throw new Conflict(cancellationMessages.rebookSame);
      }
      // The item first, then the reservation, as a booking takes them.
      if (kind === 'activity') await refuseActivityDeparture(tx, seen, to);
      else await refuseTravelDate(tx, seen, { ...to, startTime: null });
      const current = (await bookingsRepository.lock(tx, kind, id))!;
      if (by === 'customer') {
        const { rules, start } = cancellationTerms(current);
        const refused = selfRebookRefusal(rules, { ...current, start }, new Date());
        if (refused) throw new Conflict(refused);
      } else if (current.status === 'cancelled') {
        throw new Conflict(lifecycleMessages.cancelled);
      } else if (current.status === 'completed') {
        throw new Conflict(lifecycleMessages.completed);
      }
      const startTime = kind === 'activity' ? to.startTime : null;
      await bookingsRepository.move(tx, kind, id, {
        date: to.date,
        startTime,
        ...(by === 'customer' ? { rebookedAt: new Date() } : {}),
      });
      await audit.record(
        actor,
        {
          action: 'reservation.move',
          entity: `${kind}_reservation`,
          entityId: id,
          details: {
            by,
            from: { date: current.date, startTime: current.startTime },
            to: { date: to.date, startTime },
          },
        },
        tx,
      );
      const moved = (await bookingsRepository.record(tx, { kind, id }))!;
      return mailer.send(reservationMovedEmail({ reservation: moved, siteName, publicUrl }), { tx });
    });
    if (outboxId) bookings.deliver(outboxId);
    return read();
  };
}

export type Rebooking = ReturnType<typeof createRebooking>;
