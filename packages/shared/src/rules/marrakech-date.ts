import { MARRAKECH_TIME_ZONE } from '../constants';

/**
 * A formatter made on first use, not when the module loads: a page's first date formatter loads
 * the calendar data (5–10 ms of main thread on a desktop, four times that on a phone), and most
 * pages show no date.
 */
function onFirstUse(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= new Intl.DateTimeFormat(locale, options));
}

const dayFormatter = onFirstUse('en-CA', {
  timeZone: MARRAKECH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date in Marrakech as YYYY-MM-DD. Booking dates are Marrakech dates (CONTRACT). */
export function marrakechToday(now: Date = new Date()): string {
  return dayFormatter().format(now);
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

const wallClock = onFirstUse('en-US', {
  timeZone: MARRAKECH_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Marrakech's clocks are ahead of UTC at an instant (UTC+1, or UTC+0 during Ramadan). */
function offsetAt(instant: number): number {
  const part = (type: string) =>
    Number(
      wallClock()
        .formatToParts(new Date(instant))
        .find((p) => p.type === type)?.value,
    );
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a Marrakech calendar day (YYYY-MM-DD) begins, for daily and monthly totals. */
export function marrakechDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  // The offset at the guessed instant may differ from the one at UTC midnight when clocks change that night.
  const guess = midnightUtc - offsetAt(midnightUtc);
  return new Date(midnightUtc - offsetAt(guess));
}

/** The instant a Marrakech wall-clock time ("HH:MM") happens on a day, for calendars. */
export function marrakechInstant(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallUtc = Date.UTC(year, month - 1, date, hour, minute);
  const guess = wallUtc - offsetAt(wallUtc);
  return new Date(wallUtc - offsetAt(guess));
}

/** The calendar date `days` after (or before) a date. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day of the month a date is in. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The Marrakech calendar date and minutes since its midnight at an instant, for same-day cut-offs. */
export function marrakechClock(now: Date = new Date()): { date: string; minutes: number } {
  const parts = wallClock().formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { date: marrakechToday(now), minutes: part('hour') * 60 + part('minute') };
}

/** ISO weekday of a calendar date: Monday = 1 … Sunday = 7. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
