import { placesLeft } from '@ochre/shared/rules/capacity';
import type { Activity } from '@ochre/shared/schemas/activities';
import { useQuery } from '@tanstack/react-query';
import { toCalendarDate } from '../../components/ui/date-picker';
import { useHydrated } from '../../lib/use-hydrated';
import { availabilityQuery } from './api/activities';

/** Dates with this few places or fewer are marked in the calendar. */
const FEW_PLACES = 3;
const DAY_MS = 86_400_000;

/** The days a month's calendar shows, with the neighbouring weeks, as YYYY-MM-DD bounds. */
function visibleRange(month: Date, today: string): { from: string; to: string } {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 0);
  const from = toCalendarDate(new Date(first.getTime() - 7 * DAY_MS));
  const to = toCalendarDate(new Date(last.getTime() + 14 * DAY_MS));
  return { from: from < today ? today : from, to: to < today ? today : to };
}

/**
 * Places per date for the booking form (SPEC issue 4: sold-out dates in the
 * date picker, places left for the chosen date). Activities without a
 * capacity ask nothing: every date is open.
 */
export function useDateAvailability(activity: Activity, month: Date, today: string, chosen: string) {
  const hydrated = useHydrated();
  const limited = activity.capacityPerDate !== null;
  const range = visibleRange(month, today);
  const calendar = useQuery({
    ...availabilityQuery(activity._id, range.from, range.to),
    enabled: hydrated && limited,
  });
  const day = useQuery({
    ...availabilityQuery(activity._id, chosen, chosen),
    enabled: hydrated && limited && Boolean(chosen),
  });

  const bookedDates = calendar.data?.dates ?? [];
  return {
    /** Dates that cannot take even the smallest group. */
    unavailable: bookedDates.filter((d) => d.placesLeft < activity.minParticipants).map((d) => d.date),
    /** Dates with only a few places left. */
    few: bookedDates
      .filter((d) => d.placesLeft >= activity.minParticipants && d.placesLeft <= FEW_PLACES)
      .map((d) => d.date),
    /** Places left on the chosen date; null when unlimited or not known yet. */
    placesOnChosen:
      limited && chosen && day.data
        ? (day.data.dates.find((d) => d.date === chosen)?.placesLeft ??
          placesLeft(activity.capacityPerDate, 0))
        : null,
  };
}
