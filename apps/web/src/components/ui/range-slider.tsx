import { cn } from '../../lib/cn';

/**
 * A two-handled slider for a range (price, say): two native range inputs on
 * one track, so keyboard, touch and screen readers work as they always do.
 */
export function RangeSlider({
  min,
  max,
  step,
  value,
  onChange,
  minLabel,
  maxLabel,
  formatValue = String,
  className,
}: {
  min: number;
  max: number;
  step: number;
  value: readonly [number, number];
  onChange: (value: [number, number]) => void;
  minLabel: string;
  maxLabel: string;
  formatValue?: (value: number) => string;
  className?: string;
}) {
  const [low, high] = value;
  // Where the handles meet, the one that can still move must be on top.
  const lowOnTop = low > min + (max - min) / 2;
  const percent = (n: number) => ((n - min) / (max - min)) * 100;
  const thumb =
    'pointer-events-none absolute inset-x-0 top-1/2 h-6 w-full -translate-y-1/2 appearance-none bg-transparent ' +
    '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-ochre-600 [&::-webkit-slider-thumb]:shadow ' +
    '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-ochre-600 ' +
    'focus-visible:outline-none [&:focus-visible::-webkit-slider-thumb]:ring-4 [&:focus-visible::-webkit-slider-thumb]:ring-majorelle-500/40';
  return (
    // Prices read left to right in every language.
    <div className={cn('space-y-3', className)} dir="ltr">
      <div className="relative h-6">
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-sand-200" />
        <div
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-ochre-500"
          style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }}
        />
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={low}
          aria-label={minLabel}
          aria-valuetext={formatValue(low)}
          onChange={(e) => onChange([Math.min(Number(e.target.value), high), high])}
          className={cn(thumb, lowOnTop && 'z-10')}
        />
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={high}
          aria-label={maxLabel}
          aria-valuetext={formatValue(high)}
          onChange={(e) => onChange([low, Math.max(Number(e.target.value), low)])}
          className={thumb}
        />
      </div>
      <div className="flex items-center justify-between text-sm font-medium text-ink-soft tabular-nums">
        <span>{formatValue(low)}</span>
        <span>{formatValue(high)}</span>
      </div>
    </div>
  );
}
