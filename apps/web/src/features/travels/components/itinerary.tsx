import type { TravelProgram } from '@ochre/shared/schemas/travels';
import { useTranslation } from '../../../lib/i18n';

/** SPEC §2: the itinerary day by day, with its title, description and activities. */
export function Itinerary({ days }: { days: TravelProgram['itinerary'] }) {
  const { t } = useTranslation('travel');
  return (
    <ol className="relative space-y-8 border-s-2 border-dashed border-ochre-100 ps-8">
      {days.map((day) => (
        <li key={day.day} className="relative">
          <span
            className="absolute -start-[3.05rem] top-0 flex size-9 items-center justify-center rounded-full bg-ochre-600 text-sm font-bold text-white ring-4 ring-sand-50"
            aria-hidden="true"
          >
            {day.day}
          </span>
          <p className="kicker">{t('detail.day', { day: day.day })}</p>
          <h3 className="mt-1 font-display text-xl font-semibold text-ink">{day.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-soft">{day.description}</p>
          {day.activities.length ? (
            <ul
              className="mt-3 flex flex-wrap gap-2"
              aria-label={t('detail.dayActivities', { day: day.day })}
            >
              {day.activities.map((activity) => (
                <li
                  key={activity}
                  className="rounded-full bg-white px-3 py-1 text-sm text-ink-soft ring-1 ring-line"
                >
                  {activity}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
