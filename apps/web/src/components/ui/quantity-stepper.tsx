import { Minus, Plus } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Minus, the number, plus: bounded, with the bounds' buttons disabled (SPEC §5 Product quantity). */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  size = 'md',
  disabled,
  className,
}: {
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  /** Names the group, e.g. "Quantity of Brass Lantern". */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
  className?: string;
}) {
  const button = cn(
    'inline-flex items-center justify-center text-ink transition-colors hover:bg-sand-100 disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent',
    size === 'sm' ? 'size-8' : 'size-11',
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a live value, not a form fieldset
    <div
      role="group"
      aria-label={label}
      className={cn(
        'inline-flex items-center overflow-hidden rounded-full border border-line bg-white',
        className,
      )}
    >
      <button
        type="button"
        className={button}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= min}
        aria-label={decreaseLabel}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output aria-live="polite" className={cn('text-center amount', size === 'sm' ? 'w-8 text-sm' : 'w-10')}>
        {value}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        aria-label={increaseLabel}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
