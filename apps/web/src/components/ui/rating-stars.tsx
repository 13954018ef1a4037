import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** Stars for a rating out of 5 (halves shown as partly filled), with the value for screen readers. */
export function RatingStars({
  value,
  className,
  size = 'size-4',
}: {
  value: number;
  className?: string;
  size?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={t('rating.outOf', { value: value.toFixed(1) })}
    >
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.max(0, Math.min(1, value - (n - 1)));
        return (
          <span key={n} className={cn('relative inline-block', size)} aria-hidden="true">
            <Star
              className={cn('absolute inset-0 text-sand-300', size)}
              fill="currentColor"
              strokeWidth={0}
            />
            {fill > 0 ? (
              <span
                className="absolute inset-y-0 start-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <Star className={cn('text-ochre-500', size)} fill="currentColor" strokeWidth={0} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

/** Choosing 1–5 stars: a radio group, so arrows and Tab work and each choice is announced. */
export function RatingInput({
  value,
  onChange,
  label,
  error,
}: {
  value: number;
  onChange: (value: number) => void;
  label: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-majorelle-500"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <span className="sr-only">{t('rating.stars', { count: n })}</span>
            <Star
              className={cn(
                'size-7 transition-colors',
                n <= value ? 'text-ochre-500' : 'text-sand-300 hover:text-ochre-300',
              )}
              fill="currentColor"
              strokeWidth={0}
              aria-hidden="true"
            />
          </label>
        ))}
      </div>
      {error ? (
        <p className="mt-1.5 text-sm text-danger-600" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
