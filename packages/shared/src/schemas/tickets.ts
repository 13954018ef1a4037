import { z } from 'zod';
import { isCalendarDate } from '../rules/marrakech-date';
import type { PaymentStatus, ReservationStatus } from '../rules/reservation-lifecycle';
import type { ReservationKind } from './bookings';

/** The server's sentences about tickets, check-in and the calendar feed (translated in the web's messages). */
export const ticketMessages = {
  noTicket: 'This reservation has no ticket until it is paid.',
  invalidCode: 'This ticket code is not valid.',
  alreadyCheckedIn: 'This ticket was already checked in.',
  cancelled: 'This reservation was cancelled: its ticket is no longer valid.',
  unpaid: 'This reservation is not paid: it has no valid ticket.',
  checkedIn: 'Checked in.',
  feedRotated: 'A new calendar link was made. The old one no longer works.',
  feedNotFound: 'Calendar not found.',
} as const;

/** A ticket code as scanned from the QR code or typed from the ticket. */
export const checkInBody = z.strictObject({
  code: z.string().trim().min(1, ticketMessages.invalidCode).max(200, ticketMessages.invalidCode),
});
export type CheckInBody = z.infer<typeof checkInBody>;

export const manifestQuery = z.object({
  date: z.string().refine(isCalendarDate, 'Dates are written YYYY-MM-DD.'),
});
export type ManifestQuery = z.infer<typeof manifestQuery>;

/** What staff see of a ticket when scanning it. */
export interface CheckInView {
  kind: ReservationKind;
  _id: string;
  reference: string;
  title: string;
  date: string;
  startTime: string | null;
  name: string;
  units: { adult: number; child: number; infant: number };
  pickup: { type: 'hotel' | 'point'; place: string; landmark: string } | null;
  balanceDue: number;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  checkedInAt: string | null;
}

/** One booking on the day's manifest. */
export interface ManifestBooking {
  kind: ReservationKind;
  _id: string;
  reference: string;
  name: string;
  phone: string;
  whatsapp: string;
  units: { adult: number; child: number; infant: number };
  pickup: { type: 'hotel' | 'point'; place: string; landmark: string } | null;
  extras: { label: string; quantity: number }[];
  notes: string;
  totalPrice: number;
  paidAmount: number;
  balanceDue: number;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  checkedInAt: string | null;
}

/** One departure of the day: an activity at a time (or untimed), or a travel program's start. */
export interface ManifestDeparture {
  kind: ReservationKind;
  itemId: string;
  title: string;
  startTime: string | null;
  guests: { adult: number; child: number; infant: number };
  bookings: ManifestBooking[];
}

export interface Manifest {
  date: string;
  departures: ManifestDeparture[];
}

/** The private calendar feed's address, for staff calendars. */
export interface CalendarFeed {
  url: string;
}
