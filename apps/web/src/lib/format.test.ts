import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format';

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
