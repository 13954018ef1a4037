import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../components/ui/toast';
import { translateError, translateMessage, useTranslation } from '../../lib/i18n';
import { applyServerErrors } from '../../lib/server-errors';
import { useSectionParam } from './use-section-param';

/**
 * A back-office editor's form and its Save: the schema checks the values, the
 * server's answer is said, the saved item becomes the form's new starting point
 * (a new one opens under its id), and a refusal marks the fields the server
 * named. `frame` is what EditorFrame needs from it.
 */
export function useEditor<V extends FieldValues, Body, Item extends { _id: string }>({
  item,
  schema,
  empty,
  valuesOf,
  save,
}: {
  /** The item being edited; null for a new one. */
  item: Item | null;
  schema: z.ZodType<Body, V>;
  empty: V;
  valuesOf: (item: Item) => V;
  /** The feature's save mutation (POST for a new item, PUT for one that exists). */
  save: {
    isPending: boolean;
    mutate: (
      body: NoInfer<Body>,
      callbacks: {
        onSuccess: (response: { message: string; data: Item }) => void;
        onError: (error: Error) => void;
      },
    ) => void;
  };
}) {
  const { t } = useTranslation('admin');
  const [, setEdit] = useSectionParam('edit');
  const form = useForm<V, unknown, Body>({
    resolver: zodResolver(schema),
    defaultValues: (item ? valuesOf(item) : empty) as DefaultValues<V>,
  });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (response) => {
        toast.success(translateMessage(t, response.message));
        form.reset(valuesOf(response.data));
        if (!item) setEdit(response.data._id);
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toast.error(translateError(t, error) || t('saveFailed'));
      },
    }),
  );
  return {
    form,
    errors: form.formState.errors,
    frame: { dirty: form.formState.isDirty, isNew: !item, onSubmit, saving: save.isPending },
  };
}
