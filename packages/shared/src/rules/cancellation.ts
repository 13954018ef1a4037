import { minutesOf } from './departures';
import { marrakechDayStart } from './marrakech-date';
import { refundableCents } from './refunds';

/**
 * A booking's cancellation policy as data (issue 16), per activity and per
 * travel program: "100% back until 48 h before, 50% until 24 h, then nothing".
 * One rule for the policy in words, the refund preview and the server's amount.
 */

/** Cancelled at least `hoursBefore` hours before the start: `percent` of what was paid comes back. */
export interface CancellationTier {
  hoursBefore: number;
  percent: number;
}

export interface CancellationRules {
  tiers: CancellationTier[];
  /** False: the deposit is kept whatever the tier; the percentage applies to the rest. */
  depositRefundable: boolean;
}

/** Free cancellation up to 24 hours before the start; later cancellations are not refunded. */
export const STANDARD_CANCELLATION: CancellationRules = {
  tiers: [{ hoursBefore: 24, percent: 100 }],
  depositRefundable: true,
};

export const cancellationMessages = {
  cancelled: 'This reservation is already cancelled.',
  completed: 'A completed reservation cannot be cancelled.',
  started: 'This reservation has already started and can no longer be cancelled.',
  rebookUsed: 'This reservation has already been moved once.',
  rebookLate: 'Free changes have closed for this reservation. Contact us to change it.',
  rebookUnpaid: 'Only a paid reservation can be moved. Pay it first, or contact us.',
  rebookSame: 'Choose another date or time.',
} as const;

const HOUR_MS = 3_600_000;

/** Tiers from the earliest cancellation to the latest. */
export function sortedTiers(rules: CancellationRules): CancellationTier[] {
  return [...rules.tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
}

/** When a booking starts: its Marrakech date at its time, or at the day's start for one without a time. */
export function startInstant(date: string, startTime: string | null): Date {
  return new Date(marrakechDayStart(date).getTime() + (startTime ? minutesOf(startTime) * 60_000 : 0));
}

/** The share that comes back when cancelling `hoursLeft` hours before the start (nothing once started). */
export function refundPercent(rules: CancellationRules, hoursLeft: number): number {
  if (hoursLeft <= 0) return 0;
  return sortedTiers(rules).find((tier) => hoursLeft >= tier.hoursBefore)?.percent ?? 0;
}

/** Until when cancelling gives everything back (and a booking may be moved for free); null: never. */
export function freeCancellationUntil(rules: CancellationRules, start: Date): Date | null {
  const full = sortedTiers(rules).filter((tier) => tier.percent >= 100);
  const latest = full.at(-1);
  return latest ? new Date(start.getTime() - latest.hoursBefore * HOUR_MS) : null;
}

export interface CancellationQuote {
  percent: number;
  refundCents: number;
  /** The deposit kept because the policy does not give it back. */
  keptDepositCents: number;
}

/**
 * What cancelling a booking now gives back: the tier's share of what was paid
 * (less a non-refundable deposit), never more than is left after earlier refunds.
 */
export function cancellationQuote(
  rules: CancellationRules,
  booking: { start: Date; paidCents: number; refundedCents: number; depositCents: number },
  now: Date,
): CancellationQuote {
  const percent = refundPercent(rules, (booking.start.getTime() - now.getTime()) / HOUR_MS);
  const keptDepositCents = rules.depositRefundable ? 0 : Math.min(booking.paidCents, booking.depositCents);
  const base = booking.paidCents - keptDepositCents;
  const refundCents = Math.min(
    refundableCents(booking.paidCents, booking.refundedCents),
    Math.floor((base * percent) / 100),
  );
  return { percent, refundCents, keptDepositCents };
}

type Cancellable = { status: 'pending' | 'confirmed' | 'completed' | 'cancelled'; start: Date };

/** Why a customer may not cancel this booking now, or null when they may. */
export function selfCancelRefusal(booking: Cancellable, now: Date): string | null {
  if (booking.status === 'cancelled') return cancellationMessages.cancelled;
  if (booking.status === 'completed') return cancellationMessages.completed;
  if (booking.start.getTime() <= now.getTime()) return cancellationMessages.started;
  return null;
}

/**
 * Why a customer may not move this booking now, or null: once, paid, and
 * until the free-cancellation limit. Staff may always move one.
 */
export function selfRebookRefusal(
  rules: CancellationRules,
  booking: Cancellable & { paymentStatus: string; rebookedAt: Date | string | null },
  now: Date,
): string | null {
  const refused = selfCancelRefusal(booking, now);
  if (refused) return refused;
  if (booking.rebookedAt) return cancellationMessages.rebookUsed;
  if (booking.paymentStatus !== 'paid') return cancellationMessages.rebookUnpaid;
  const until = freeCancellationUntil(rules, booking.start);
  if (!until || now.getTime() > until.getTime()) return cancellationMessages.rebookLate;
  return null;
}
