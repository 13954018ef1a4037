import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { translateMessage, useTranslation } from '../../lib/i18n';

export const inputClasses = (invalid?: boolean) =>
  cn('field-input', invalid ? 'border-danger-600' : 'border-line hover:border-sand-300');

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A label, a control and its message, wired together for assistive technology. */
export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const { t } = useTranslation();
  const messageId = `${id}-message`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="ms-0.5 text-ochre-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} className="text-sm text-danger-600" role="alert">
          {translateMessage(t, error)}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function Input({ className, ...props }: ComponentPropsWithRef<'input'>) {
  return <input className={cn(inputClasses(props['aria-invalid'] === true), className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentPropsWithRef<'textarea'>) {
  return (
    <textarea
      className={cn(inputClasses(props['aria-invalid'] === true), 'min-h-28', className)}
      {...props}
    />
  );
}

export function Select({ className, ...props }: ComponentPropsWithRef<'select'>) {
  return (
    <select
      className={cn(inputClasses(props['aria-invalid'] === true), 'appearance-auto pe-8', className)}
      {...props}
    />
  );
}

export function Checkbox({ className, ...props }: ComponentPropsWithRef<'input'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4.5 rounded border-line text-ochre-600 accent-ochre-600 focus:ring-majorelle-500',
        className,
      )}
      {...props}
    />
  );
}
