import { MARRAKECH_TIME_ZONE } from '../constants';

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARRAKECH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date in Marrakech as YYYY-MM-DD. Booking dates are Marrakech dates (CONTRACT). */
export function marrakechToday(now: Date = new Date()): string {
  return dayFormatter.format(now);
}

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A date before today in Marrakech. Today itself is still bookable. */
export function isPastMarrakechDate(value: string, now: Date = new Date()): boolean {
  return value < marrakechToday(now);
}

/** Accepts "YYYY-MM-DD" or an ISO timestamp and gives the Marrakech calendar date it names. */
export function toMarrakechDate(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return isCalendarDate(value) ? value : null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : marrakechToday(new Date(time));
}
