import type { PaymentStatus, ReservationStatus } from './reservation-lifecycle';

/**
 * A reservation has an e-ticket once money came in (a deposit or the whole price) and for as
 * long as it is not cancelled: the ticket is what staff check at the start (issue 16).
 */
export function hasTicket(reservation: { status: ReservationStatus; paymentStatus: PaymentStatus }): boolean {
  return reservation.status !== 'cancelled' && reservation.paymentStatus !== 'pending';
}

/** A ticket code as staff type it: spaces, dashes and case do not matter. */
export function normalizeTicketCode(typed: string): string {
  return typed.replace(/[^0-9a-z]/gi, '').toLowerCase();
}

/** A ticket code printed for people to read back: upper case, in groups of four. */
export function displayTicketCode(code: string): string {
  return (
    normalizeTicketCode(code)
      .toUpperCase()
      .match(/.{1,4}/g) ?? []
  ).join('-');
}
