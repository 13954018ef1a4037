import { describe, expect, it } from 'vitest';
import { activityBookingSetup } from '../schemas/booking-setup';
import { dayStatus, isPastCutoff, runsOn, slotCapacity, slotStatus, startTimesOf } from './departures';
import { marrakechClock } from './marrakech-date';

const setup = activityBookingSetup.parse({
  startTimes: [
    { time: '15:00', capacity: 6 },
    { time: '09:00', capacity: null },
  ],
  weekdays: [1, 2, 3, 4, 5, 6],
  blackouts: [{ from: '2026-12-24', to: '2026-12-26' }],
});

describe('departures (issue 15)', () => {
  it('runs on its weekdays only, outside blackouts', () => {
    expect(runsOn(setup, '2026-12-07')).toBe(true); // a Monday
    expect(runsOn(setup, '2026-12-06')).toBe(false); // a Sunday
    expect(runsOn(setup, '2026-12-25')).toBe(false);
    expect(runsOn(setup, '2026-12-28')).toBe(true);
  });

  it('lists times in order, or one untimed departure', () => {
    expect(startTimesOf(setup)).toEqual(['09:00', '15:00']);
    expect(startTimesOf(activityBookingSetup.parse({}))).toEqual([null]);
  });

  it('takes a time’s own places, else the places per date', () => {
    expect(slotCapacity(setup, 20, '15:00')).toBe(6);
    expect(slotCapacity(setup, 20, '09:00')).toBe(20);
    expect(slotCapacity(setup, null, null)).toBeNull();
  });

  it('closes past days and same-day times within the cut-off, in Marrakech time', () => {
    // 12:30 UTC is 13:30 in Marrakech in December (UTC+1).
    const now = marrakechClock(new Date('2026-12-07T12:30:00Z'));
    expect(now).toEqual({ date: '2026-12-07', minutes: 13 * 60 + 30 });
    expect(isPastCutoff('2026-12-06', '15:00', 120, now)).toBe(true);
    expect(isPastCutoff('2026-12-07', '15:00', 120, now)).toBe(true);
    expect(isPastCutoff('2026-12-07', '15:00', 60, now)).toBe(false);
    expect(isPastCutoff('2026-12-07', null, 120, now)).toBe(false);
    expect(isPastCutoff('2026-12-08', '09:00', 120, now)).toBe(false);
  });

  it('says LIMITED under half the places, SOLD_OUT at none, and the day takes its best slot', () => {
    expect(slotStatus(10, 5, false)).toBe('AVAILABLE');
    expect(slotStatus(10, 4, false)).toBe('LIMITED');
    expect(slotStatus(10, 0, false)).toBe('SOLD_OUT');
    expect(slotStatus(null, null, false)).toBe('AVAILABLE');
    expect(slotStatus(10, 10, true)).toBe('CLOSED');
    expect(dayStatus(['SOLD_OUT', 'LIMITED'])).toBe('LIMITED');
    expect(dayStatus(['CLOSED', 'SOLD_OUT'])).toBe('SOLD_OUT');
    expect(dayStatus([])).toBe('CLOSED');
  });
});
