import { depositCents } from '@ochre/shared/rules/booking-pricing';
import { type CancellationQuote, cancellationQuote, startInstant } from '@ochre/shared/rules/cancellation';
import { readActivitySetup, readTravelSetup } from '@ochre/shared/schemas/booking-setup';
import type { DbOrTx } from '../../db/client';
import { bookingsRepository, type ReservationLock } from './repository';

type Booked = Pick<ReservationLock, 'kind' | 'itemId' | 'date' | 'startTime' | 'paidCents' | 'refundedCents'>;

/** The cancellation rules of what was booked (its activity's or program's), and when it starts. */
export async function cancellationTerms(db: DbOrTx, booked: Booked) {
  const stored = await bookingsRepository.bookingSetup(db, booked.kind, booked.itemId);
  const rules = (booked.kind === 'activity' ? readActivitySetup(stored) : readTravelSetup(stored))
    .cancellation;
  return { rules, start: startInstant(booked.date, booked.startTime) };
}

/** What cancelling this booking at `now` gives back under its policy (rules/cancellation.ts). */
export async function quoteCancellation(db: DbOrTx, booked: Booked, now: Date): Promise<CancellationQuote> {
  const { rules, start } = await cancellationTerms(db, booked);
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
