import { addDays, marrakechToday } from './marrakech-date';
import type { PaymentStatus, ReservationStatus } from './reservation-lifecycle';
import { hasTicket } from './tickets';

/**
 * What happens after a booking is paid (issue 16): a reminder a day before its start, and once it
 * is over, a request for a review; a review from a completed booking is a verified one.
 */

export const REMINDER_HOURS = 24;
/** Bookings that ended longer ago than this are not asked for a review (nor those from before the feature). */
export const REVIEW_REQUEST_DAYS = 14;

interface BookingState {
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  /** The booking's Marrakech date, YYYY-MM-DD. */
  date: string;
}

/** A paid or deposit-paid booking that starts within the next 24 hours gets its reminder. */
export function reminderDue(booking: BookingState & { start: Date }, now: Date): boolean {
  const left = booking.start.getTime() - now.getTime();
  return (
    hasTicket(booking) && booking.status !== 'completed' && left > 0 && left <= REMINDER_HOURS * 3_600_000
  );
}

/**
 * A booking is over when staff marked it completed, or, paid in full and not cancelled, once its
 * day has passed (staff do not always mark it).
 */
export function bookingCompleted(booking: BookingState, now: Date): boolean {
  if (booking.status === 'completed') return true;
  return (
    booking.status !== 'cancelled' && booking.paymentStatus === 'paid' && booking.date < marrakechToday(now)
  );
}

/** The first day whose completed bookings are still asked for a review. */
export function reviewRequestSince(now: Date): string {
  return addDays(marrakechToday(now), -REVIEW_REQUEST_DAYS);
}
