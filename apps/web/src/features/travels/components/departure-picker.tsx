import type { TravelBookingForm } from '@ochre/shared/schemas/bookings';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { cn } from '../../../lib/cn';
import { formatCalendarDate } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { travelDeparturesQuery } from '../api/travels';

/**
 * A program's fixed departures (issue 15) as radio buttons with the seats
 * left; a full departure, or one with fewer seats than travellers, cannot be
 * chosen.
 */
export function DeparturePicker({
  form,
  destination,
  travellers,
}: {
  form: UseFormReturn<TravelBookingForm>;
  destination: string;
  travellers: number;
}) {
  const { t } = useTranslation('travel');
  const lang = useLang();
  const hydrated = useHydrated();
  const departures = useQuery({ ...travelDeparturesQuery(destination), enabled: hydrated });
  const value = form.watch('preferredDate');
  const error = form.formState.errors.preferredDate?.message;
  const list = departures.data?.departures ?? [];
  return (
    <fieldset aria-describedby={error ? 'departure-error' : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink">
        {t('departures.legend')} <span className="text-danger-600">*</span>
      </legend>
      {departures.isPending ? (
        <p className="text-sm text-muted">{t('departures.loading')}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">{t('departures.none')}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {list.map((departure) => {
            const full = departure.remaining < Math.max(1, travellers);
            const checked = value === departure.date;
            return (
              <label
                key={departure.date}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-2xl border px-3 py-2 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ochre-500',
                  checked ? 'border-ochre-600 bg-ochre-50' : 'border-line bg-white hover:border-ochre-300',
                  full && 'cursor-not-allowed opacity-60',
                )}
              >
                <input
                  type="radio"
                  name="departure"
                  value={departure.date}
                  checked={checked}
                  disabled={full}
                  onChange={() => {
                    form.setValue('preferredDate', departure.date);
                    form.clearErrors('preferredDate');
                  }}
                  className="sr-only"
                />
                <CalendarDays className="size-5 shrink-0 text-ochre-600" aria-hidden="true" />
                <span className="flex flex-col">
                  <span className="font-semibold text-ink">{formatCalendarDate(departure.date, lang)}</span>
                  <span
                    className={cn(
                      'text-xs',
                      departure.remaining === 0
                        ? 'text-danger-600'
                        : departure.status === 'LIMITED'
                          ? 'text-ochre-700'
                          : 'text-muted',
                    )}
                  >
                    {departure.remaining === 0
                      ? t('departures.full')
                      : t('departures.seatsLeft', { count: departure.remaining })}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      )}
      {error ? (
        <p id="departure-error" className="mt-1.5 text-sm text-danger-600" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
