import { RESERVATION_STATUSES, type ReservationStatus } from '@ochre/shared/rules/reservation-lifecycle';
import { ORDER_KINDS, type OrderKind } from '@ochre/shared/schemas/orders';
import type { Breakdown } from './reservation-breakdown';

/** What a paid reservation shows on its confirmation (SPEC §2 Thank-you, reservationData). */
export interface ReservationData {
  reservationId: string;
  reference: string;
  kind: 'activity' | 'travel';
  title: string;
  /** The activity's location or the program's destination. */
  place: string;
  /** Where the activity or program lives on the site. */
  path: string;
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  persons: number;
  /** Travellers per type, time, pickup and extras (issue 15); absent in older saved states. */
  breakdown?: Breakdown;
  totalPrice: number;
  paidNow: number;
  balanceDue: number;
  /** 'pending' right after booking: the page says 'Pending Confirmation'. */
  status: ReservationStatus;
}

/**
 * What a finished payment hands to /thank-you as navigation state (SPEC §2
 * Thank-you): the order, and for reservations what was booked.
 */
export type ThankYouState = {
  orderId: string;
  orderNumber: string;
  type: OrderKind;
  reservationData?: ReservationData;
};

const isText = (value: unknown): value is string => typeof value === 'string';
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function readReservationData(value: unknown): ReservationData | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Record<string, unknown>;
  const texts = ['reservationId', 'reference', 'title', 'place', 'path', 'date'].every((key) =>
    isText(data[key]),
  );
  const amounts = ['persons', 'totalPrice', 'paidNow', 'balanceDue'].every((key) => isAmount(data[key]));
  const kind = data.kind === 'activity' || data.kind === 'travel';
  const known = RESERVATION_STATUSES.includes(data.status as ReservationStatus);
  if (!texts || !amounts || !kind || !known || !data.reservationId) return null;
  return data as unknown as ReservationData;
}

export function readThankYouState(state: unknown): ThankYouState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { orderId, orderNumber, type, reservationData } = state as Record<string, unknown>;
  if (typeof orderId === 'string' && orderId && typeof orderNumber === 'string') {
    const reservation = readReservationData(reservationData);
    return {
      orderId,
      orderNumber,
      type: ORDER_KINDS.includes(type as OrderKind) ? (type as OrderKind) : 'shop',
      ...(reservation ? { reservationData: reservation } : {}),
    };
  }
  return null;
}
