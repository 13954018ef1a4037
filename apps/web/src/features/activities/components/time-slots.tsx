import type { AvailabilitySlot } from '@ochre/shared/schemas/activities';
import { Clock } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';

/**
 * The departure times of the chosen day (issue 15), as radio buttons: each
 * with its places left; sold-out and closed times cannot be chosen.
 */
export function TimeSlots({
  slots,
  value,
  onChange,
  error,
}: {
  slots: AvailabilitySlot[] | undefined;
  value: string;
  onChange: (time: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('booking');
  const errorId = 'start-time-error';
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink">
        {t('times.legend')} <span className="text-danger-600">*</span>
      </legend>
      {slots === undefined ? (
        <p className="text-sm text-muted">{t('times.chooseDate')}</p>
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3">
          {slots.map((slot) => {
            const time = slot.startTime ?? '';
            const closed = slot.status === 'SOLD_OUT' || slot.status === 'CLOSED';
            const checked = value === time;
            return (
              <label
                key={time}
                className={cn(
                  'relative flex cursor-pointer flex-col rounded-2xl border px-3 py-2 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ochre-500',
                  checked ? 'border-ochre-600 bg-ochre-50' : 'border-line bg-white hover:border-ochre-300',
                  closed && 'cursor-not-allowed opacity-60 hover:border-line',
                )}
              >
                <input
                  type="radio"
                  name="startTime"
                  value={time}
                  checked={checked}
                  disabled={closed}
                  onChange={() => onChange(time)}
                  className="sr-only"
                />
                <span className="flex items-center gap-1.5 font-semibold text-ink" dir="ltr">
                  <Clock className="meta-icon" aria-hidden="true" />
                  {time}
                </span>
                <span
                  className={cn(
                    'text-xs',
                    slot.status === 'LIMITED' ? 'text-ochre-700' : closed ? 'text-danger-600' : 'text-muted',
                  )}
                >
                  {slot.status === 'SOLD_OUT'
                    ? t('times.soldOut')
                    : slot.status === 'CLOSED'
                      ? t('times.closed')
                      : slot.remaining === null
                        ? t('times.open')
                        : t('times.left', { count: slot.remaining })}
                </span>
              </label>
            );
          })}
        </div>
      )}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger-600" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
