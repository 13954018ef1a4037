import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n';
import type { AdminListState } from '../use-admin-list';

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

/** From and to dates above a list, then, once anything is filtered, a button clearing every filter. */
export function DatesAndClear({
  section,
  state,
}: {
  section: string;
  state: Pick<AdminListState, 'filtered' | 'clear'> & {
    local: Record<'from' | 'to', string>;
    setLocal: (changes: Partial<Record<'from' | 'to', string>>) => void;
  };
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <DateFilter
        label={t(`${section}.from`)}
        value={state.local.from}
        onChange={(from) => state.setLocal({ from })}
      />
      <DateFilter
        label={t(`${section}.to`)}
        value={state.local.to}
        onChange={(to) => state.setLocal({ to })}
      />
      {state.filtered ? (
        <Button variant="ghost" onClick={state.clear}>
          <X className="size-4" aria-hidden="true" />
          {t('filters.clear')}
        </Button>
      ) : null}
    </>
  );
}
