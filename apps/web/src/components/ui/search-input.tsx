import { Search, X } from 'lucide-react';
import { type ComponentPropsWithRef, useId } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { inputClasses } from './field';

interface SearchInputProps extends Omit<ComponentPropsWithRef<'input'>, 'onChange' | 'value' | 'type'> {
  /** Read by assistive technology; shown only when `showLabel` is set. */
  label: string;
  showLabel?: boolean;
  value: string;
  onValueChange: (value: string) => void;
}

/** A search field with its magnifier and a button that clears it. */
export function SearchInput({
  label,
  showLabel,
  value,
  onValueChange,
  className,
  id,
  ...rest
}: SearchInputProps) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className={showLabel ? 'field-label' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute start-4 top-1/2 size-4.5 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          id={inputId}
          type="search"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(inputClasses(), 'h-12 ps-11 pe-11 [&::-webkit-search-cancel-button]:hidden')}
          {...rest}
        />
        {value ? (
          <button
            type="button"
            onClick={() => onValueChange('')}
            className="absolute end-2 top-1/2 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-sand-200 hover:text-ink"
            aria-label={t('search.clear')}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
