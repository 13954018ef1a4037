/**
 * The life of a reservation, as data (SPEC §4 Reservation status).
 *
 * Status:          pending → confirmed → completed, and pending | confirmed → cancelled.
 * Payment status:  pending → partially_paid → paid, or pending → paid.
 *
 * Every change of either goes through this file: the tables say which moves
 * exist, the guards say when they are allowed, and the reasons are the
 * messages people see when one is refused.
 */

export const RESERVATION_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'partially_paid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const RESERVATION_ACTIONS = ['confirm', 'cancel', 'complete'] as const;
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number];

export interface ReservationState {
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  /** The calendar date the reservation is for (YYYY-MM-DD, Marrakech). */
  date: string;
  totalCents: number;
  paidCents: number;
}

export const lifecycleMessages = {
  cancelled: 'This reservation was cancelled.',
  completed: 'This reservation is already completed.',
  alreadyPaid: 'This reservation has already been paid.',
  notYet: 'A reservation can be marked completed only on or after its date.',
  notAllowed: (action: ReservationAction, status: ReservationStatus) =>
    `A ${status} reservation cannot be ${PAST_TENSE[action]}.`,
} as const;

const PAST_TENSE: Record<ReservationAction, string> = {
  confirm: 'confirmed',
  cancel: 'cancelled',
  complete: 'completed',
};

type Guard = (state: ReservationState, today: string) => string | null;

interface Transition {
  from: readonly ReservationStatus[];
  to: ReservationStatus;
  guard?: Guard;
}

/** The status moves an admin can make. */
export const STATUS_TRANSITIONS: Record<ReservationAction, Transition> = {
  confirm: { from: ['pending'], to: 'confirmed' },
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled' },
  complete: {
    from: ['confirmed'],
    to: 'completed',
    guard: (state, today) => (state.date > today ? lifecycleMessages.notYet : null),
  },
};

/** The payment-status moves a payment can make. */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['partially_paid', 'paid'],
  partially_paid: ['partially_paid', 'paid'],
  paid: [],
};

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Where an admin action takes the reservation, or why it cannot. `today` is Marrakech's date. */
export function transition(
  state: ReservationState,
  action: ReservationAction,
  today: string,
): Outcome<ReservationStatus> {
  const move = STATUS_TRANSITIONS[action];
  if (!move.from.includes(state.status)) {
    return { ok: false, reason: lifecycleMessages.notAllowed(action, state.status) };
  }
  const refused = move.guard?.(state, today);
  return refused ? { ok: false, reason: refused } : { ok: true, value: move.to };
}

export function outstandingCents(state: Pick<ReservationState, 'totalCents' | 'paidCents'>): number {
  return Math.max(0, state.totalCents - state.paidCents);
}

/** Why no money may be taken for this reservation now, or null when it may. */
export function paymentRefusal(state: ReservationState): string | null {
  if (state.status === 'cancelled') return lifecycleMessages.cancelled;
  if (state.status === 'completed') return lifecycleMessages.completed;
  if (state.paymentStatus === 'paid' || outstandingCents(state) === 0) return lifecycleMessages.alreadyPaid;
  return null;
}

export function paymentStatusFor(paidCents: number, totalCents: number): PaymentStatus {
  if (paidCents >= totalCents) return 'paid';
  return paidCents > 0 ? 'partially_paid' : 'pending';
}

/**
 * A payment received: what is now paid and the payment status it gives. The
 * money has already moved, so this never refuses; anything beyond what was
 * owed is reported as `excessCents` for someone to refund.
 */
export function applyPayment(
  state: ReservationState,
  amountCents: number,
): { paidCents: number; paymentStatus: PaymentStatus; excessCents: number } {
  const owed = outstandingCents(state);
  const counted = Math.min(Math.max(0, amountCents), owed);
  const paidCents = state.paidCents + counted;
  const next = paymentStatusFor(paidCents, state.totalCents);
  const paymentStatus =
    counted > 0 && PAYMENT_TRANSITIONS[state.paymentStatus].includes(next) ? next : state.paymentStatus;
  return { paidCents, paymentStatus, excessCents: amountCents - counted };
}

/** Places on a date are held by every reservation that is not cancelled. */
export function holdsPlaces(status: ReservationStatus): boolean {
  return status !== 'cancelled';
}

/** SPEC §4: 'Pay Now' shows only when paymentStatus is pending, status is confirmed and a paymentToken exists. */
export function showsPayNow(reservation: {
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  paymentToken?: string | null;
}): boolean {
  return (
    reservation.paymentStatus === 'pending' &&
    reservation.status === 'confirmed' &&
    Boolean(reservation.paymentToken)
  );
}
