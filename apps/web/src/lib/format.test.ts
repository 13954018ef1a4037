import { DEFAULT_CURRENCY_SETTINGS } from '@ochre/shared/rules/display-currency';
import { afterEach, describe, expect, it } from 'vitest';
import { setPriceDisplay } from './display-currency';
import {
  formatAmount,
  formatCalendarDate,
  formatCompact,
  formatDate,
  formatDateTime,
  formatDollars,
  formatNumber,
  formatPrice,
  formatTime,
} from './format';

/*
 * Morocco keeps UTC+1 but goes back to UTC+0 for Ramadan: in 2026 from 15 February
 * (03:00) to 22 March (02:00). Marrakech's clock must follow the zone, not a fixed offset.
 */
describe('Marrakech time', () => {
  it('is UTC+1 before and after Ramadan', () => {
    expect(formatTime('2026-02-14T12:00:00Z')).toBe('1:00 PM');
    expect(formatTime('2026-03-23T12:00:00Z')).toBe('1:00 PM');
    expect(formatTime('2026-07-01T12:00:00Z')).toBe('1:00 PM');
  });

  it('is UTC+0 during Ramadan', () => {
    expect(formatTime('2026-02-16T12:00:00Z')).toBe('12:00 PM');
    expect(formatTime('2026-03-10T12:00:00Z')).toBe('12:00 PM');
    expect(formatDateTime('2026-03-10T12:00:00Z', 'fr')).toBe('10 mars 2026, 12:00');
  });

  it('switches at the change itself', () => {
    // 01:59 UTC on 15 February is 02:59 in Marrakech; a minute later the clocks say 02:00.
    expect(formatTime('2026-02-15T01:59:00Z', 'fr')).toBe('02:59');
    expect(formatTime('2026-02-15T02:00:00Z', 'fr')).toBe('02:00');
    expect(formatTime('2026-03-22T01:59:00Z', 'fr')).toBe('01:59');
    expect(formatTime('2026-03-22T02:00:00Z', 'fr')).toBe('03:00');
  });

  it('prints the day Marrakech is on, late in the evening', () => {
    // 23:30 UTC is already tomorrow on UTC+1, still today during Ramadan.
    expect(formatDate('2026-07-01T23:30:00Z')).toBe('July 2, 2026');
    expect(formatDate('2026-03-10T23:30:00Z')).toBe('March 10, 2026');
    expect(formatDate('2026-03-10T23:30:00Z', 'ar')).toBe('10 مارس 2026');
  });
});

// Formatters are kept by name: each use must still get its own options, whatever came before it.
describe('kept formatters', () => {
  afterEach(() => setPriceDisplay({ currency: 'USD', rates: DEFAULT_CURRENCY_SETTINGS }));

  it('print each date style, and dates and numbers, with their own options', () => {
    expect(formatDate('2026-07-01T10:00:00Z', 'en', 'medium')).toBe('Jul 1, 2026');
    expect(formatDate('2026-07-01T10:00:00Z', 'en', 'long')).toBe('July 1, 2026');
    expect(formatDateTime('2026-07-01T10:00:00Z')).toBe('Jul 1, 2026, 11:00 AM');
    expect(formatCalendarDate('2026-07-01')).toBe('July 1, 2026');
    expect(formatNumber(24600)).toBe('24,600');
    expect(formatCompact(24600)).toBe('24.6K');
  });

  it('follow the display currency for prices, and keep dollars and other amounts as asked', () => {
    const rates = { ...DEFAULT_CURRENCY_SETTINGS, eurPerUsd: 0.5 };
    setPriceDisplay({ currency: 'USD', rates });
    expect(formatPrice(68)).toBe('$68.00');
    setPriceDisplay({ currency: 'EUR', rates });
    expect(formatPrice(68)).toBe('€34.00');
    expect(formatDollars(68)).toBe('$68.00');
    expect(formatAmount(90, 'MAD')).toBe('MAD\u00a090');
    expect(formatAmount(90, 'EUR')).toBe('€90');
  });

  it('are kept per language', () => {
    expect(formatDate('2026-07-01T10:00:00Z', 'en', 'long')).toBe('July 1, 2026');
    expect(formatDate('2026-07-01T10:00:00Z', 'fr', 'long')).toBe('1 juillet 2026');
    expect(formatNumber(24600, 'en')).toBe('24,600');
    expect(formatNumber(24600, 'fr')).toBe('24\u202f600');
  });
});
