import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Shows a refused request's field errors (CONTRACT error shape: `errors` by
 * field) under the form's fields. Given `fields`, only those are marked; the
 * message says the rest.
 */
export function applyServerErrors<V extends FieldValues>(
  form: { setError: UseFormSetError<V> },
  error: unknown,
  fields?: readonly string[],
): void {
  if (!isApiError(error)) return;
  for (const [field, message] of Object.entries(error.errors)) {
    if (!fields || fields.includes(field)) form.setError(field as Path<V>, { message });
  }
}
