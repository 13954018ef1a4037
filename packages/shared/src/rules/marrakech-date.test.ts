import { describe, expect, it } from 'vitest';
import {
  addDays,
  isCalendarDate,
  isPastMarrakechDate,
  marrakechDayStart,
  marrakechInstant,
  marrakechToday,
  monthStart,
  toMarrakechDate,
} from './marrakech-date';

describe('Marrakech calendar dates (Africa/Casablanca)', () => {
  it('reads today in Marrakech, not in UTC', () => {
    // Morocco keeps UTC+1 outside Ramadan: 23:30 UTC on 21 Nov is already 22 Nov there.
    expect(marrakechToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(marrakechToday(new Date('2026-11-21T22:59:00Z'))).toBe('2026-11-21');
  });

  it('treats yesterday as past and today as bookable around midnight', () => {
    const justAfterMidnight = new Date('2026-11-21T23:05:00Z');
    expect(isPastMarrakechDate('2026-11-21', justAfterMidnight)).toBe(true);
    expect(isPastMarrakechDate('2026-11-22', justAfterMidnight)).toBe(false);
  });

  it('validates calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('28/02/2026')).toBe(false);
  });

  it('converts ISO timestamps to the Marrakech date', () => {
    expect(toMarrakechDate('2026-12-01')).toBe('2026-12-01');
    expect(toMarrakechDate('2026-11-30T23:30:00.000Z')).toBe('2026-12-01');
    expect(toMarrakechDate('nope')).toBeNull();
    // JavaScript would roll 30 February over into March; a booking date must exist as written.
    expect(toMarrakechDate('2031-02-30')).toBeNull();
  });
});

describe('marrakechInstant', () => {
  it('reads a departure time on Marrakech clocks, UTC+1 or UTC+0 in Ramadan', () => {
    expect(marrakechInstant('2026-01-15', '09:30').toISOString()).toBe('2026-01-15T08:30:00.000Z');
    expect(marrakechInstant('2026-03-01', '09:30').toISOString()).toBe('2026-03-01T09:30:00.000Z');
  });
});

describe('marrakechDayStart', () => {
  it('is 23:00 UTC the evening before, while Marrakech is on UTC+1', () => {
    expect(marrakechDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(marrakechDayStart('2026-03-23').toISOString()).toBe('2026-03-22T23:00:00.000Z');
  });

  it('is midnight UTC during Ramadan, when the clocks go back to UTC+0', () => {
    expect(marrakechDayStart('2026-03-01').toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('starts the day a late-night order falls on in Marrakech', () => {
    const lateOrder = new Date('2026-06-30T23:30:00Z');
    expect(marrakechToday(lateOrder)).toBe('2026-07-01');
    expect(lateOrder >= marrakechDayStart('2026-07-01')).toBe(true);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('finds the first of the month', () => {
    expect(monthStart('2026-07-19')).toBe('2026-07-01');
  });
});
