import { ACTIVITY_DEPOSIT_CENTS, TRAVEL_DEPOSIT_CENTS } from '../constants';

/** Activity total = price × persons (SPEC §9). */
export function activityTotalCents(priceCents: number, persons: number): number {
  return priceCents * persons;
}

/** Savings = (market price − price) × persons, never negative (SPEC §9). */
export function activitySavingsCents(
  priceCents: number,
  marketPriceCents: number | null,
  persons: number,
): number {
  if (marketPriceCents == null) return 0;
  return Math.max(0, marketPriceCents - priceCents) * persons;
}

/** Travel program total = price per person × travelers. */
export function travelTotalCents(pricePerPersonCents: number, travelers: number): number {
  return pricePerPersonCents * travelers;
}

export const PAYMENT_TYPES = ['full', 'partial'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** Which deposit applies: booking an activity, booking a travel program, or paying through a reservation link. */
export type DepositKind = 'activity' | 'travel' | 'link';

export function depositCents(kind: DepositKind): number {
  return kind === 'activity' ? ACTIVITY_DEPOSIT_CENTS : TRAVEL_DEPOSIT_CENTS;
}

/** What an order created from a reservation charges now: the whole rest, or the deposit (never more than owed). */
export function amountDueCents(
  outstandingCents: number,
  paymentType: PaymentType,
  kind: DepositKind,
): number {
  if (paymentType === 'full') return outstandingCents;
  return Math.min(depositCents(kind), outstandingCents);
}
