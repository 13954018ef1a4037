import type { User } from '@ochre/shared/schemas/auth';
import { useEffect } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { useAuth } from '../auth/use-auth';

/**
 * A signed-in visitor starts with their own details in the form's empty fields. The field being
 * typed into is left alone: a form can wake (hydrate) under a visitor's fingers, and a value
 * written there would join what they are typing.
 */
export function useAccountPrefill<T extends FieldValues>(
  form: UseFormReturn<T>,
  details: (user: User) => Partial<Record<FieldPath<T>, string | null>>,
) {
  const { user } = useAuth();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per signed-in visitor
  useEffect(() => {
    if (!user) return;
    const typing = document.activeElement?.getAttribute('name');
    for (const [name, value] of Object.entries(details(user)) as [FieldPath<T>, string | null][]) {
      if (!value || name === typing || form.getValues(name)) continue;
      form.setValue(name, value as PathValue<T, FieldPath<T>>);
    }
  }, [user, form]);
}
