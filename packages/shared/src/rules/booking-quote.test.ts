import { describe, expect, it } from 'vitest';
import { travellerTypesSchema } from '../schemas/booking-setup';
import { quoteBooking, seasonPercent, unitPricesCents, unitsProblem } from './booking-quote';

const travellers = travellerTypesSchema.parse({
  child: { minAge: 4, maxAge: 11, price: 25 },
  infant: { minAge: 0, maxAge: 3, price: 0 },
});

describe('booking quote (issue 15)', () => {
  it('prices each traveller type, then extras per booking or per participant', () => {
    const quote = quoteBooking({
      adultCents: 45_00,
      travellers,
      percent: 0,
      units: { adult: 2, child: 1, infant: 1 },
      extras: [
        { id: 'lunch', name: 'Lunch', price: 12.5, per: 'person' },
        { id: 'car', name: 'Private car', price: 40, per: 'booking' },
      ],
    });
    expect(quote.participants).toBe(3);
    expect(quote.lines.map((l) => [l.kind, l.quantity, l.unitCents, l.totalCents])).toEqual([
      ['adult', 2, 45_00, 90_00],
      ['child', 1, 25_00, 25_00],
      ['infant', 1, 0, 0],
      ['extra', 3, 12_50, 37_50],
      ['extra', 1, 40_00, 40_00],
    ]);
    expect(quote.totalCents).toBe(192_50);
  });

  it('changes every traveller price by the season of the date', () => {
    const seasons = [{ from: '2026-12-20', to: '2027-01-05', percent: 20 }];
    expect(seasonPercent(seasons, '2026-12-19')).toBe(0);
    expect(seasonPercent(seasons, '2027-01-05')).toBe(20);
    expect(unitPricesCents(45_00, travellers, 20)).toEqual({ adult: 54_00, child: 30_00, infant: 0 });
    expect(unitPricesCents(45_00, { child: null, infant: null }, -10)).toEqual({
      adult: 40_50,
      child: null,
      infant: null,
    });
  });

  it('refuses types not offered, nobody, and children without an adult', () => {
    const none = { child: null, infant: null };
    expect(unitsProblem({ adult: 1, child: 1, infant: 0 }, none)).toBe(
      'This booking does not take children.',
    );
    expect(unitsProblem({ adult: 1, child: 0, infant: 1 }, none)).toBe('This booking does not take infants.');
    expect(unitsProblem({ adult: 0, child: 0, infant: 0 }, travellers)).toBe(
      'Please add at least one adult or child.',
    );
    expect(unitsProblem({ adult: 0, child: 2, infant: 0 }, travellers)).toBe(
      'Children and infants travel with at least one adult.',
    );
    expect(unitsProblem({ adult: 1, child: 2, infant: 1 }, travellers)).toBeNull();
  });
});
