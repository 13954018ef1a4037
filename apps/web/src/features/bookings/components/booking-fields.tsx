import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { DatePicker, type DatePickerProps } from '../../../components/ui/date-picker';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';

/*
 * The fields of the activity, travel and stay forms. An error clears as its
 * field is edited and comes back only with the next submit (SPEC §5).
 */

const errorOf = <V extends FieldValues>(form: UseFormReturn<V>, name: FieldPath<V>) =>
  form.getFieldState(name, form.formState).error?.message;

/** One contact detail a booking form asks for; `kind` picks the keyboard and what the browser may fill in. */
export interface ContactFieldSpec<V extends FieldValues> {
  name: FieldPath<V>;
  label: string;
  kind: 'name' | 'given-name' | 'family-name' | 'email' | 'tel' | 'other' | 'other-tel' | 'notes';
  required?: boolean;
  /** For notes. */
  placeholder?: string;
}

const INPUTS = {
  name: { autoComplete: 'name' },
  'given-name': { autoComplete: 'given-name' },
  'family-name': { autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  // Numbers read left to right in Arabic too.
  tel: { type: 'tel', dir: 'ltr', className: 'text-start', autoComplete: 'tel' },
  other: { autoComplete: 'off' },
  'other-tel': { type: 'tel', dir: 'ltr', className: 'text-start', autoComplete: 'off' },
} as const;

/**
 * The contact block: each row of fields side by side where there is room
 * (`wide`: from a small screen up; otherwise stacked again in the page's
 * narrow side column).
 */
export function ContactFields<V extends FieldValues>({
  form,
  rows,
  wide = false,
}: {
  form: UseFormReturn<V>;
  rows: ContactFieldSpec<V>[][];
  wide?: boolean;
}) {
  const field = ({ name, label, kind, required, placeholder }: ContactFieldSpec<V>) => {
    const control = form.register(name, { onChange: () => form.clearErrors(name) });
    return (
      <Field key={name} label={label} error={errorOf(form, name)} required={required}>
        {(a11y) =>
          kind === 'notes' ? (
            <Textarea {...a11y} rows={3} placeholder={placeholder} {...control} />
          ) : (
            <Input {...a11y} {...INPUTS[kind]} {...control} />
          )
        }
      </Field>
    );
  };
  return rows.map((row) =>
    row.length === 1 ? (
      field(row[0]!)
    ) : (
      <div
        key={row.map((spec) => spec.name).join()}
        className={cn('grid gap-5 sm:grid-cols-2', !wide && 'lg:grid-cols-1 xl:grid-cols-2')}
      >
        {row.map(field)}
      </div>
    ),
  );
}

/** A date chosen on a calendar; `onPick` follows a choice (its error is already cleared). */
export function DateField<V extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  onPick,
  ...picker
}: {
  form: UseFormReturn<V>;
  name: FieldPath<V>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  onPick?: (value: string) => void;
} & Omit<
  DatePickerProps,
  'ref' | 'id' | 'aria-invalid' | 'aria-describedby' | 'value' | 'onChange' | 'onBlur'
>) {
  return (
    <Field label={label} error={errorOf(form, name)} required={required} hint={hint}>
      {(a11y) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <DatePicker
              {...a11y}
              {...picker}
              ref={field.ref}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.clearErrors(name);
                onPick?.(value);
              }}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </Field>
  );
}

/** How many persons, travelers or guests, between bounds. */
export function CountField<V extends FieldValues>({
  form,
  name,
  label,
  error,
  required,
  hint,
  min,
  max,
  decreaseLabel,
  increaseLabel,
}: {
  form: UseFormReturn<V>;
  name: FieldPath<V>;
  label: string;
  /** Said instead of the schema's message. */
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  min: number;
  max: number;
  decreaseLabel: string;
  increaseLabel: string;
}) {
  return (
    <Field label={label} error={error ?? errorOf(form, name)} required={required} hint={hint}>
      {(a11y) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <div id={a11y.id} aria-describedby={a11y['aria-describedby']}>
              <QuantityStepper
                value={field.value}
                min={min}
                max={max}
                onChange={(value) => {
                  field.onChange(value);
                  form.clearErrors(name);
                }}
                label={label}
                decreaseLabel={decreaseLabel}
                increaseLabel={increaseLabel}
              />
            </div>
          )}
        />
      )}
    </Field>
  );
}

/** Said when details typed before signing in (or before a reload) are back in the form. */
export function RestoredNotice({ shown }: { shown: boolean }) {
  const { t } = useTranslation('booking');
  if (!shown) return null;
  return (
    <p className="flex gap-2 rounded-2xl bg-majorelle-500/10 p-3 text-sm text-majorelle-700" role="status">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t('form.restored')}
    </p>
  );
}
