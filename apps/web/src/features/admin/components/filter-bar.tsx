import { type ReactNode, useId } from 'react';
import { Input } from '../../../components/ui/field';

/** Search and filters above a list: the search on its own line and filters two by two on a phone. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div className="mb-5 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap [&>*]:min-w-0 [&>*:first-child]:col-span-2">
      {children}
    </div>
  );
}

/** A labelled date above a list (from, to). */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-semibold tracking-wide text-muted uppercase">
        {label}
      </label>
      <Input
        id={id}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-11 py-2"
      />
    </div>
  );
}
