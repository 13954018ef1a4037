import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** An on/off switch: a checkbox with the switch role, so Space toggles it and its state is announced. */
export function Switch({
  checked,
  onChange,
  label,
  showLabel,
  disabled,
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  /** Show the label beside the switch (otherwise only assistive technology reads it). */
  showLabel?: boolean;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <label
      className={cn(
        'inline-flex cursor-pointer items-center gap-2.5 text-sm text-ink-soft has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        className,
      )}
    >
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className="relative h-6 w-10 shrink-0 rounded-full bg-sand-300 transition-colors peer-checked:bg-palm-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-majorelle-500 after:absolute after:start-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow-sm after:transition-transform peer-checked:after:translate-x-4 rtl:peer-checked:after:-translate-x-4"
      />
      <span className={showLabel ? 'font-medium text-ink' : 'sr-only'}>{label}</span>
    </label>
  );
}
