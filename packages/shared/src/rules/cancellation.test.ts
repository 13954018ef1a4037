import { describe, expect, it } from 'vitest';
import { activityBookingSetup, cancellationRulesSchema, readTravelSetup } from '../schemas/booking-setup';
import {
  type CancellationRules,
  cancellationMessages,
  cancellationQuote,
  freeCancellationUntil,
  refundPercent,
  STANDARD_CANCELLATION,
  selfCancelRefusal,
  selfRebookRefusal,
  startInstant,
} from './cancellation';

const tiered: CancellationRules = {
  tiers: [
    { hoursBefore: 24, percent: 50 },
    { hoursBefore: 48, percent: 100 },
  ],
  depositRefundable: true,
};

// 10:00 in Marrakech on 2026-12-10 is 09:00 UTC (UTC+1 outside Ramadan).
const start = startInstant('2026-12-10', '10:00');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe('cancellation policy', () => {
  it('starts a booking at its Marrakech time, or at the day start without one', () => {
    expect(start.toISOString()).toBe('2026-12-10T09:00:00.000Z');
    expect(startInstant('2026-12-10', null).toISOString()).toBe('2026-12-09T23:00:00.000Z');
  });

  it('gives the share of the first tier whose limit is not yet passed', () => {
    expect(refundPercent(tiered, 72)).toBe(100);
    expect(refundPercent(tiered, 48)).toBe(100);
    expect(refundPercent(tiered, 47.9)).toBe(50);
    expect(refundPercent(tiered, 24)).toBe(50);
    expect(refundPercent(tiered, 23)).toBe(0);
    expect(refundPercent(tiered, 0)).toBe(0);
    expect(refundPercent({ tiers: [], depositRefundable: true }, 500)).toBe(0);
  });

  it('refunds the share of what was paid, never more than is left', () => {
    const booking = { start, paidCents: 100_00, refundedCents: 0, depositCents: 10_00 };
    expect(cancellationQuote(tiered, booking, hoursBefore(50)).refundCents).toBe(100_00);
    expect(cancellationQuote(tiered, booking, hoursBefore(30))).toEqual({
      percent: 50,
      refundCents: 50_00,
      keptDepositCents: 0,
    });
    expect(cancellationQuote(tiered, booking, hoursBefore(2)).refundCents).toBe(0);
    expect(cancellationQuote(tiered, { ...booking, refundedCents: 80_00 }, hoursBefore(50)).refundCents).toBe(
      20_00,
    );
  });

  it('keeps a non-refundable deposit and applies the share to the rest', () => {
    const rules = { ...tiered, depositRefundable: false };
    const booking = { start, paidCents: 100_00, refundedCents: 0, depositCents: 10_00 };
    expect(cancellationQuote(rules, booking, hoursBefore(50))).toEqual({
      percent: 100,
      refundCents: 90_00,
      keptDepositCents: 10_00,
    });
    expect(cancellationQuote(rules, booking, hoursBefore(30)).refundCents).toBe(45_00);
    // Only the deposit paid: nothing comes back.
    expect(cancellationQuote(rules, { ...booking, paidCents: 10_00 }, hoursBefore(50)).refundCents).toBe(0);
  });

  it('knows until when cancelling is free', () => {
    expect(freeCancellationUntil(tiered, start)?.toISOString()).toBe('2026-12-08T09:00:00.000Z');
    expect(freeCancellationUntil(STANDARD_CANCELLATION, start)?.toISOString()).toBe(
      '2026-12-09T09:00:00.000Z',
    );
    expect(
      freeCancellationUntil({ tiers: [{ hoursBefore: 24, percent: 50 }], depositRefundable: true }, start),
    ).toBe(null);
  });

  it('refuses to cancel a cancelled, completed or started booking', () => {
    const now = hoursBefore(10);
    expect(selfCancelRefusal({ status: 'confirmed', start }, now)).toBe(null);
    expect(selfCancelRefusal({ status: 'pending', start }, now)).toBe(null);
    expect(selfCancelRefusal({ status: 'cancelled', start }, now)).toBe(cancellationMessages.cancelled);
    expect(selfCancelRefusal({ status: 'completed', start }, now)).toBe(cancellationMessages.completed);
    expect(selfCancelRefusal({ status: 'confirmed', start }, start)).toBe(cancellationMessages.started);
  });

  it('lets a paid booking move once, until the free-cancellation limit', () => {
    const paid = { status: 'confirmed' as const, start, paymentStatus: 'paid', rebookedAt: null };
    expect(selfRebookRefusal(tiered, paid, hoursBefore(49))).toBe(null);
    expect(selfRebookRefusal(tiered, paid, hoursBefore(47))).toBe(cancellationMessages.rebookLate);
    expect(selfRebookRefusal(tiered, { ...paid, rebookedAt: new Date() }, hoursBefore(49))).toBe(
      cancellationMessages.rebookUsed,
    );
    expect(selfRebookRefusal(tiered, { ...paid, paymentStatus: 'partially_paid' }, hoursBefore(49))).toBe(
      cancellationMessages.rebookUnpaid,
    );
    expect(selfRebookRefusal(tiered, { ...paid, status: 'cancelled' }, hoursBefore(49))).toBe(
      cancellationMessages.cancelled,
    );
  });

  it('is edited as data, checked by the shared schema, standard when absent', () => {
    expect(activityBookingSetup.parse({}).cancellation).toEqual(STANDARD_CANCELLATION);
    expect(readTravelSetup(null).cancellation).toEqual(STANDARD_CANCELLATION);
    expect(cancellationRulesSchema.safeParse(tiered).success).toBe(true);
    const refused = (rules: unknown) => cancellationRulesSchema.safeParse(rules).error?.issues[0]?.message;
    expect(refused({ tiers: [{ hoursBefore: 24, percent: 120 }], depositRefundable: true })).toBe(
      'Enter a whole percentage from 0 to 100.',
    );
    expect(refused({ tiers: [{ hoursBefore: -1, percent: 10 }], depositRefundable: true })).toBe(
      'Enter a number of hours from 0 to 8760.',
    );
    expect(
      refused({
        tiers: [
          { hoursBefore: 24, percent: 100 },
          { hoursBefore: 24, percent: 50 },
        ],
        depositRefundable: true,
      }),
    ).toBe('Each cancellation limit may appear only once.');
  });
});
