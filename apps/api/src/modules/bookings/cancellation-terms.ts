import { depositCents } from '@ochre/shared/rules/booking-pricing';
import { type CancellationQuote, cancellationQuote, startInstant } from '@ochre/shared/rules/cancellation';
import type { ReservationLock } from './repository';

type Booked = Pick<
  ReservationLock,
  'kind' | 'date' | 'startTime' | 'paidCents' | 'refundedCents' | 'cancellationPolicy'
>;

/**
 * The cancellation rules the booking was made under (its snapshot, not the activity's or
 * program's rules today), and when it starts.
 */
export function cancellationTerms(booked: Booked) {
  return { rules: booked.cancellationPolicy, start: startInstant(booked.date, booked.startTime) };
}

/** What cancelling this booking at `now` gives back under its policy (rules/cancellation.ts). */
export function quoteCancellation(booked: Booked, now: Date): CancellationQuote {
  const { rules, start } = cancellationTerms(booked);
  return cancellationQuote(
    rules,
    {
      start,
      paidCents: booked.paidCents,
      refundedCents: booked.refundedCents,
      depositCents: depositCents(booked.kind),
    },
    now,
  );
}
