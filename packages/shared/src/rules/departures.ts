import type { ActivityBookingSetup } from '../schemas/booking-setup';
import { isoWeekday } from './marrakech-date';

/** OCTO availability statuses. */
export const SLOT_STATUSES = ['AVAILABLE', 'LIMITED', 'SOLD_OUT', 'CLOSED'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/** The longest period the availability endpoint answers for (about three months). */
export const AVAILABILITY_MAX_DAYS = 92;

/** Minutes since midnight of an "HH:MM" time. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether the activity runs on a date at all: a weekday it runs on, outside every blackout. */
export function runsOn(setup: Pick<ActivityBookingSetup, 'weekdays' | 'blackouts'>, date: string): boolean {
  if (!setup.weekdays.includes(isoWeekday(date))) return false;
  return !setup.blackouts.some((b) => date >= b.from && date <= b.to);
}

/**
 * Whether a departure can no longer be booked at `now` (Marrakech clock):
 * past dates, and on the day itself a time within the cut-off. A day without
 * departure times stays bookable all day, as before times existed.
 */
export function isPastCutoff(
  date: string,
  startTime: string | null,
  cutoffMinutes: number,
  now: { date: string; minutes: number },
): boolean {
  if (date < now.date) return true;
  if (date > now.date || startTime === null) return false;
  return now.minutes > minutesOf(startTime) - cutoffMinutes;
}

/** LIMITED when under half the places are left; unlimited departures are always AVAILABLE. */
export function slotStatus(capacity: number | null, remaining: number | null, closed: boolean): SlotStatus {
  if (closed) return 'CLOSED';
  if (capacity === null || remaining === null) return 'AVAILABLE';
  if (remaining <= 0) return 'SOLD_OUT';
  return remaining * 2 < capacity ? 'LIMITED' : 'AVAILABLE';
}

/** A day's status in the calendar: the best of its departures. */
export function dayStatus(statuses: readonly SlotStatus[]): SlotStatus {
  for (const status of ['AVAILABLE', 'LIMITED', 'SOLD_OUT'] as const) {
    if (statuses.includes(status)) return status;
  }
  return 'CLOSED';
}

/** A departure's places: its own, else the activity's places per date; null is unlimited. */
export function slotCapacity(
  setup: Pick<ActivityBookingSetup, 'startTimes'>,
  capacityPerDate: number | null,
  startTime: string | null,
): number | null {
  if (startTime === null) return capacityPerDate;
  return setup.startTimes.find((t) => t.time === startTime)?.capacity ?? capacityPerDate;
}

/** The departure times of a day, or one untimed departure (null) for an activity without times. */
export function startTimesOf(setup: Pick<ActivityBookingSetup, 'startTimes'>): (string | null)[] {
  if (setup.startTimes.length === 0) return [null];
  return setup.startTimes.map((t) => t.time).sort();
}
