import { type ComponentPropsWithRef, useId } from 'react';
import { Select } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';

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

/** A list filter: All, then each choice by its label. */
export function ChoiceFilter<T extends string>({
  label,
  value,
  choices,
  labelOf,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <LabelledSelect label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="all">{t('filters.all')}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </LabelledSelect>
  );
}

/** The published / draft filter every catalogue list has. */
export function PublishStatusFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (status: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <ChoiceFilter
      label={t('filters.status')}
      value={value}
      choices={['published', 'draft'] as const}
      labelOf={(status) => t(`status.${status}`)}
      onChange={onChange}
    />
  );
}

/** A category filter fed by the categories the list's answer names. */
export function CategoryFilter({
  label,
  value,
  categories,
  onChange,
}: {
  label: string;
  value: string;
  categories: readonly string[];
  onChange: (category: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <LabelledSelect label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('filters.all')}</option>
      {categories.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </LabelledSelect>
  );
}
