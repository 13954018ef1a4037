import { runsOn, type SlotStatus } from '@ochre/shared/rules/departures';
import { addDays } from '@ochre/shared/rules/marrakech-date';
import type { Activity, AvailabilitySlot } from '@ochre/shared/schemas/activities';
import { useQuery } from '@tanstack/react-query';
import { toCalendarDate } from '../../components/ui/date-picker';
import { useHydrated } from '../../lib/use-hydrated';
import { availabilityQuery } from './api/activities';

const DAY_MS = 86_400_000;

/** The days a month's calendar shows, with the neighbouring weeks, as YYYY-MM-DD bounds. */
function visibleRange(month: Date, today: string): { from: string; to: string } {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 0);
  const from = toCalendarDate(new Date(first.getTime() - 7 * DAY_MS));
  const to = toCalendarDate(new Date(last.getTime() + 14 * DAY_MS));
  return { from: from < today ? today : from, to: to < today ? today : to };
}

/** Days the activity does not run, known from its setup before any answer: the next year of them. */
function closedDays(activity: Activity, today: string): string[] {
  const closed: string[] = [];
  for (let day = today, i = 0; i < 366; i++, day = addDays(day, 1)) {
    if (!runsOn(activity.booking, day)) closed.push(day);
  }
  return closed;
}

/**
 * The calendar of the booking form (issue 15): each visible day's status
 * (available, nearly full, sold out, closed), then the chosen day's
 * departures with their places and prices.
 */
export function useDateAvailability(activity: Activity, month: Date, today: string, chosen: string) {
  const hydrated = useHydrated();
  const range = visibleRange(month, today);
  const calendar = useQuery({ ...availabilityQuery(activity._id, range.from, range.to), enabled: hydrated });
  const day = useQuery({
    ...availabilityQuery(activity._id, chosen, chosen),
    enabled: hydrated && Boolean(chosen),
  });

  const statuses = new Map<string, SlotStatus>(calendar.data?.dates.map((d) => [d.date, d.status]));
  const days = [...statuses];
  const chosenDay = chosen ? day.data?.dates.find((d) => d.date === chosen) : undefined;
  return {
    /** Sold-out and closed days: they cannot be chosen. */
    unavailable: [
      ...closedDays(activity, today),
      ...days.filter(([, status]) => status === 'SOLD_OUT' || status === 'CLOSED').map(([date]) => date),
    ],
    /** Nearly full days. */
    few: days.filter(([, status]) => status === 'LIMITED').map(([date]) => date),
    statusOf: (date: string): SlotStatus | undefined =>
      statuses.get(date) ?? (runsOn(activity.booking, date) ? undefined : 'CLOSED'),
    /** The chosen day's departures; undefined until known. */
    slots: chosenDay?.slots as AvailabilitySlot[] | undefined,
    refresh: () => Promise.all([calendar.refetch(), day.refetch()]),
  };
}
