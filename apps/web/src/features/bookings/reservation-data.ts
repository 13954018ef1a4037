import { titleFromSlug } from '@ochre/shared/rules/text';
import type { Reservation } from '@ochre/shared/schemas/bookings';
import { breakdownOf } from '../orders/reservation-breakdown';
import type { ReservationData } from '../orders/thank-you-state';

/** Where a reservation's activity or program lives on the site. */
export function reservationItemPath(reservation: Pick<Reservation, 'activity' | 'program'>): string {
  if (reservation.activity) return `/activities/${encodeURIComponent(reservation.activity.slug)}`;
  if (reservation.program) return `/travels/${encodeURIComponent(reservation.program.destination)}`;
  return '/';
}

/** What the confirmation page shows for a reservation just paid (`paidNow` dollars). */
export function toReservationData(reservation: Reservation, paidNow: number): ReservationData {
  const paid = reservation.paidAmount + paidNow;
  return {
    reservationId: reservation._id,
    reference: reservation.reference,
    kind: reservation.kind,
    title: reservation.title,
    place: reservation.activity?.location ?? titleFromSlug(reservation.program?.destination ?? ''),
    path: reservationItemPath(reservation),
    date: reservation.reservationDate,
    persons: reservation.numberOfPersons,
    breakdown: breakdownOf(reservation),
    totalPrice: reservation.totalPrice,
    paidNow,
    balanceDue: Math.max(0, Math.round((reservation.totalPrice - paid) * 100) / 100),
    status: reservation.status,
  };
}
