import { describe, expect, it } from 'vitest';
import { createI18n, loadResources } from '../../lib/i18n';
import { breakdownOf, breakdownParts } from './reservation-breakdown';

const reservation = {
  units: { adult: 2, child: 1, infant: 0 },
  startTime: '15:00',
  pickup: { type: 'hotel' as const, place: 'Riad Dar Anika', landmark: 'Near Bab Laksour' },
  lines: [
    { kind: 'adult' as const, label: 'adult', quantity: 2, unitPrice: 69, total: 138 },
    { kind: 'child' as const, label: 'child', quantity: 1, unitPrice: 35, total: 35 },
    { kind: 'extra' as const, label: 'Recipe book', quantity: 3, unitPrice: 12, total: 36 },
  ],
};

describe('a reservation’s breakdown in words (issue 15)', () => {
  it('says who comes, when, where from and which extras, in English and Arabic', async () => {
    const resources = await loadResources(['en', 'ar'], ['booking']);
    const en = createI18n('en', resources).t;
    expect(breakdownParts(en, breakdownOf(reservation))).toEqual([
      '2 adults, 1 child',
      'at 15:00',
      'Pickup: Riad Dar Anika, Near Bab Laksour',
      'Extras: Recipe book × 3',
    ]);
    const ar = createI18n('ar', resources).t;
    expect(breakdownParts(ar, breakdownOf({ ...reservation, pickup: null, lines: [] }))[0]).toBe(
      'بالغان، طفل واحد',
    );
  });

  it('names a meeting point as such and leaves out what is not there', async () => {
    const en = createI18n('en', await loadResources(['en'], ['booking'])).t;
    const parts = breakdownParts(
      en,
      breakdownOf({
        units: { adult: 1, child: 0, infant: 1 },
        startTime: null,
        pickup: { type: 'point', place: 'Koutoubia Mosque gardens', landmark: '' },
        lines: [],
      }),
    );
    expect(parts).toEqual(['1 adult, 1 infant', 'Meeting point: Koutoubia Mosque gardens']);
  });
});
