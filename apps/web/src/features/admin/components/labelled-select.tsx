import { type ComponentPropsWithRef, useId } from 'react';
import { Select } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';

/** A filter select with its visible label above it. */
export function LabelledSelect({
  label,
  className,
  ...props
}: ComponentPropsWithRef<'select'> & { label: string }) {
  const id = useId();
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className="block text-xs font-semibold tracking-wide text-muted uppercase">
        {label}
      </label>
      <Select id={id} {...props} className="h-11 w-full py-2 sm:w-auto" />
    </div>
  );
}
