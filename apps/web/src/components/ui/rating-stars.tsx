import { Star } from 'lucide-react';
import { type CSSProperties, useId } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';

/** Each star is 24 units wide, centred in a tile of 26: the `.stars` mask in app.css. */
const STAR = 24;
const CELL = 26;
/** Heights of the stars, in rem. */
const HEIGHTS = { sm: 0.875, md: 1, lg: 1.25 };

/**
 * Stars for a rating out of 5 (halves shown as partly filled), with the value for screen
 * readers. One element: a star-shaped mask over a two-colour fill, so a card of ratings
 * costs no more than a line of text.
 */
export function RatingStars({
  value,
  className,
  size = 'md',
}: {
  value: number;
  className?: string;
  size?: keyof typeof HEIGHTS;
}) {
  const { t } = useTranslation();
  const clamped = Math.max(0, Math.min(5, value));
  const whole = Math.floor(clamped);
  const partial = clamped - whole;
  const filled = ((whole * CELL + (partial ? (CELL - STAR) / 2 + partial * STAR : 0)) / (5 * CELL)) * 100;
  return (
    <span
      className={cn('stars', className)}
      style={
        {
          '--rating': `${filled.toFixed(1)}%`,
          height: `${HEIGHTS[size]}rem`,
          width: `${((HEIGHTS[size] * 5 * CELL) / STAR).toFixed(3)}rem`,
        } as CSSProperties
      }
      role="img"
      aria-label={t('rating.outOf', { value: value.toFixed(1) })}
    />
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
