import { timingSafeEqual } from 'node:crypto';
import { addDays, marrakechInstant, marrakechToday } from '@ochre/shared/rules/marrakech-date';
import { orderNumber } from '@ochre/shared/rules/order-number';
import { outstandingCents } from '@ochre/shared/rules/reservation-lifecycle';
import { hasTicket } from '@ochre/shared/rules/tickets';
import type { ReservationKind } from '@ochre/shared/schemas/bookings';
import {
  type CheckInView,
  type Manifest,
  type ManifestBooking,
  type ManifestDeparture,
  ticketMessages,
} from '@ochre/shared/schemas/tickets';
import ical from 'ical-generator';
import Papa from 'papaparse';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { Conflict, InvalidData, NotFound } from '../../lib/errors';
import { newToken } from '../../lib/ids';
import { dollars } from '../../lib/serialize';
import type { AttachmentFile } from '../../plugins/mail';
import type { AuditService } from '../audit/service';
import { bookingsRepository, type ReservationRecord } from '../bookings/repository';
import { unitsOf } from '../bookings/reservation.dto';
import type { BookingsService } from '../bookings/service';
import type { SiteService } from '../site/service';
import { ticketsRepository } from './repository';
import type { TicketCodes } from './ticket-code';
import { renderTicket } from './ticket-pdf';

/** The one private feed: every booking, for staff calendars. */
const BOOKINGS_FEED = 'bookings';
/** The feed spans a month back (for the record) and a year ahead. */
const FEED_DAYS_BACK = 31;
const FEED_DAYS_AHEAD = 366;
const FEED_LIMIT = 5000;
const MANIFEST_LIMIT = 2000;

export interface TicketsDeps {
  db: Db;
  codes: TicketCodes;
  bookings: Pick<BookingsService, 'ownedBy'>;
  site: Pick<SiteService, 'publicSettings'>;
  audit: AuditService;
  publicUrl: string;
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

function checkInView(record: ReservationRecord): CheckInView {
  return {
    kind: record.kind,
    _id: record.id,
    reference: orderNumber(record.id),
    title: record.title,
    date: record.date,
    startTime: record.startTime,
    name: record.contactName,
    units: unitsOf(record),
    pickup: record.pickup,
    balanceDue: dollars(balanceOf(record)) ?? 0,
    status: record.status,
    paymentStatus: record.paymentStatus,
    checkedInAt: record.checkedInAt?.toISOString() ?? null,
  };
}

const balanceOf = (record: ReservationRecord) =>
  outstandingCents({ totalCents: record.totalPriceCents, paidCents: record.paidCents });

function manifestBooking(record: ReservationRecord): ManifestBooking {
  return {
    kind: record.kind,
    _id: record.id,
    reference: orderNumber(record.id),
    name: record.contactName,
    phone: record.contactPhone,
    whatsapp: record.contactWhatsapp || record.contactPhone,
    units: unitsOf(record),
    pickup: record.pickup,
    extras: record.priceLines
      .filter((line) => line.kind === 'extra')
      .map((line) => ({ label: line.label, quantity: line.quantity })),
    notes: record.notes,
    totalPrice: dollars(record.totalPriceCents) ?? 0,
    paidAmount: dollars(record.paidCents) ?? 0,
    balanceDue: dollars(balanceOf(record)) ?? 0,
    status: record.status,
    paymentStatus: record.paymentStatus,
    checkedInAt: record.checkedInAt?.toISOString() ?? null,
  };
}

/** "2 adults, 1 child" for staff (the feed and the CSV are the business's, in English). */
const guestsText = ({ adult, child, infant }: { adult: number; child: number; infant: number }) =>
  [
    adult ? `${adult} ${adult === 1 ? 'adult' : 'adults'}` : '',
    child ? `${child} ${child === 1 ? 'child' : 'children'}` : '',
    infant ? `${infant} ${infant === 1 ? 'infant' : 'infants'}` : '',
  ]
    .filter(Boolean)
    .join(', ');

const pickupWords = (pickup: ReservationRecord['pickup']) =>
  !pickup
    ? ''
    : pickup.type === 'point'
      ? `Meeting point: ${pickup.place}`
      : `Pickup: ${pickup.place}${pickup.landmark ? ` (${pickup.landmark})` : ''}`;

/**
 * After the sale (issue 16): the e-ticket of a paid or deposit-paid reservation, checking
 * tickets in at the start, the day's manifest for staff, and the private calendar feed.
 */
export function createTicketsService(deps: TicketsDeps) {
  const { db, codes, audit, publicUrl } = deps;

  /** The reservation a code names, refused alike whether forged, altered or unknown. */
  async function byCode(code: string): Promise<ReservationRecord> {
    const named = codes.verify(code);
    const record = named && (await bookingsRepository.record(db, named));
    if (!record) throw new InvalidData(ticketMessages.invalidCode, { code: ticketMessages.invalidCode });
    return record;
  }

  function refuseInvalid(record: ReservationRecord): void {
    if (record.status === 'cancelled') throw new Conflict(ticketMessages.cancelled);
    if (!hasTicket(record)) throw new Conflict(ticketMessages.unpaid);
  }

  const feedUrl = (token: string) => `${publicUrl}/api/calendar/${token}/bookings.ics`;

  /** Active reservations between two dates, both kinds. */
  async function active(from: string, to: string, limit: number): Promise<ReservationRecord[]> {
    const records = await bookingsRepository.records(db, { from, to }, limit);
    return records.filter((record) => record.status !== 'cancelled');
  }

  /** The day's departures (activity and time, or program), each with its guests and bookings. */
  async function manifest(date: string): Promise<Manifest> {
    const departures = new Map<string, ManifestDeparture>();
    const records = (await active(date, date, MANIFEST_LIMIT)).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
    for (const record of records) {
      const key = `${record.kind}:${record.itemId}:${record.startTime ?? ''}`;
      let departure = departures.get(key);
      if (!departure) {
        departure = {
          kind: record.kind,
          itemId: record.itemId,
          title: record.title,
          startTime: record.startTime,
          guests: { adult: 0, child: 0, infant: 0 },
          bookings: [],
        };
        departures.set(key, departure);
      }
      const booking = manifestBooking(record);
      departure.guests.adult += booking.units.adult;
      departure.guests.child += booking.units.child;
      departure.guests.infant += booking.units.infant;
      departure.bookings.push(booking);
    }
    return {
      date,
      departures: [...departures.values()].sort(
        (a, b) => (a.startTime ?? '').localeCompare(b.startTime ?? '') || a.title.localeCompare(b.title),
      ),
    };
  }

  /** The ticket as it is now: the code is the reservation's own, so a moved booking keeps it. */
  async function render(reservation: ReservationRecord): Promise<{ filename: string; pdf: Buffer }> {
    const settings = await deps.site.publicSettings();
    const pdf = await renderTicket({
      reservation,
      code: codes.sign(reservation.kind, reservation.id),
      seller: settings.general,
    });
    return { filename: `ticket-${orderNumber(reservation.id)}.pdf`, pdf };
  }

  return {
    /** The e-ticket PDF, for the reservation's owner only, once it is paid or deposit-paid. */
    async ticket(
      user: UserRow,
      kind: ReservationKind,
      id: string,
    ): Promise<{ filename: string; pdf: Buffer }> {
      const reservation = await deps.bookings.ownedBy(user, kind, id);
      if (!hasTicket(reservation)) throw new Conflict(ticketMessages.noTicket);
      return render(reservation);
    },

    /**
     * The ticket attached to an e-mail, made when the e-mail is sent; none if the booking
     * was cancelled in the meantime.
     */
    async attachment(kind: ReservationKind, id: string): Promise<AttachmentFile | null> {
      const reservation = await bookingsRepository.record(db, { kind, id });
      if (!reservation || !hasTicket(reservation)) return null;
      const { filename, pdf } = await render(reservation);
      return { filename, content: pdf, contentType: 'application/pdf' };
    },

    /** What a scanned or typed code is for, before staff check it in. */
    async lookup(code: string): Promise<CheckInView> {
      return checkInView(await byCode(code));
    },

    /**
     * Checks a ticket in, once: a second scan is refused with the time of the first (in the
     * error's `checkedInAt`), and so is the ticket of a cancelled or unpaid reservation.
     */
    async checkIn(admin: UserRow, code: string, now = new Date()): Promise<CheckInView> {
      const record = await byCode(code);
      refuseInvalid(record);
      const checkedInAt = await db.transaction(async (tx) => {
        const at = await ticketsRepository.checkIn(tx, record.kind, record.id, admin.id, now);
        if (at) {
          await audit.record(
            admin,
            { action: 'reservation.check-in', entity: `${record.kind}-reservation`, entityId: record.id },
            tx,
          );
        }
        return at;
      });
      if (!checkedInAt) {
        const first = (await bookingsRepository.record(db, { kind: record.kind, id: record.id }))
          ?.checkedInAt;
        throw new Conflict(ticketMessages.alreadyCheckedIn, {
          checkedInAt: first?.toISOString() ?? '',
        });
      }
      return { ...checkInView(record), checkedInAt: checkedInAt.toISOString() };
    },

    manifest,

    /** The manifest as CSV, one booking a row, cells a spreadsheet would run as formulas escaped. */
    async manifestCsv(date: string): Promise<{ filename: string; csv: string }> {
      const { departures } = await manifest(date);
      const data = departures.flatMap((departure) =>
        departure.bookings.map((booking) => [
          date,
          departure.startTime ?? '',
          departure.title,
          booking.reference,
          booking.name,
          booking.phone,
          booking.whatsapp,
          booking.units.adult,
          booking.units.child,
          booking.units.infant,
          booking.pickup?.type ?? '',
          booking.pickup ? [booking.pickup.place, booking.pickup.landmark].filter(Boolean).join(' - ') : '',
          booking.extras.map((extra) => `${extra.label} x ${extra.quantity}`).join('; '),
          booking.paidAmount.toFixed(2),
          booking.balanceDue.toFixed(2),
          booking.paymentStatus,
          booking.checkedInAt ?? '',
          booking.notes,
        ]),
      );
      const csv = Papa.unparse(
        {
          fields: [
            'date',
            'time',
            'departure',
            'reference',
            'name',
            'phone',
            'whatsapp',
            'adults',
            'children',
            'infants',
            'pickup_type',
            'pickup_place',
            'extras',
            'paid_usd',
            'balance_due_usd',
            'payment_status',
            'checked_in_at',
            'notes',
          ],
          data,
        },
        { escapeFormulae: true, newline: '\r\n' },
      );
      return { filename: `manifest-${date}.csv`, csv: `\uFEFF${csv}` };
    },

    /** The private feed's address, made the first time it is asked for. */
    async calendarFeed(): Promise<{ url: string }> {
      const feed = await ticketsRepository.ensureFeed(db, BOOKINGS_FEED, newToken());
      return { url: feedUrl(feed.token) };
    },

    /** A new secret address for the feed; every copy of the old one stops working. */
    async rotateCalendarFeed(admin: UserRow): Promise<{ url: string }> {
      const token = newToken();
      await db.transaction(async (tx) => {
        await ticketsRepository.replaceFeed(tx, BOOKINGS_FEED, token);
        await audit.record(admin, { action: 'calendar-feed.rotate', entity: 'calendar-feed' }, tx);
      });
      return { url: feedUrl(token) };
    },

    /**
     * The bookings as an iCalendar (RFC 5545) feed, for whoever holds the secret address: a
     * timed event per booking at a departure time (an hour long), an all-day one otherwise.
     */
    async calendar(token: string, now = new Date()): Promise<string> {
      const feed = await ticketsRepository.feed(db, BOOKINGS_FEED);
      if (!feed || !sameText(feed.token, token)) throw new NotFound(ticketMessages.feedNotFound);
      const settings = await deps.site.publicSettings();
      const today = marrakechToday(now);
      const records = await active(
        addDays(today, -FEED_DAYS_BACK),
        addDays(today, FEED_DAYS_AHEAD),
        FEED_LIMIT,
      );
      const calendar = ical({
        name: `${settings.general.siteName} bookings`,
        prodId: { company: 'Ochre', product: 'bookings' },
        ttl: 15 * 60,
      });
      for (const record of records) {
        const units = unitsOf(record);
        const balance = balanceOf(record);
        const start = record.startTime
          ? marrakechInstant(record.date, record.startTime)
          : new Date(`${record.date}T00:00:00Z`);
        calendar.createEvent({
          id: `${record.kind}-${record.id}@ochre`,
          start,
          end: record.startTime ? new Date(start.getTime() + 3_600_000) : undefined,
          allDay: !record.startTime,
          stamp: record.updatedAt,
          summary: `${record.title}: ${record.contactName} (${guestsText(units)})`,
          location: record.pickup?.place ?? (record.kind === 'activity' ? record.detail : ''),
          description: [
            `Reservation ${orderNumber(record.id)}`,
            `Guests: ${guestsText(units)}`,
            pickupWords(record.pickup),
            `Phone: ${record.contactPhone}`,
            balance > 0 ? `Balance due: $${(balance / 100).toFixed(2)}` : 'Paid in full',
            record.paymentStatus === 'pending' ? 'Not paid yet' : '',
            record.notes ? `Notes: ${record.notes}` : '',
          ]
            .filter(Boolean)
            .join('\n'),
          url: `${publicUrl}/account?tab=admin&section=manifest&date=${record.date}`,
        });
      }
      return calendar.toString();
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
