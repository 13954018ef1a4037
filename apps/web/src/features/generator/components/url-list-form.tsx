import { zodResolver } from '@hookform/resolvers/zod';
import { cleanUrlList } from '@ochre/shared/rules/generator';
import { type GeneratorForm, generatorForm } from '@ochre/shared/schemas/generator';
import { Plus, Sparkles, X } from 'lucide-react';
import { type ClipboardEvent, useId } from 'react';
import { type UseFormRegisterReturn, useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { translateMessage, useTranslation } from '../../../lib/i18n';

interface UrlRowProps {
  index: number;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  canRemove: boolean;
  onRemove: () => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
}

function UrlRow({ index, registration, error, canRemove, onRemove, onPaste }: UrlRowProps) {
  const { t } = useTranslation('generator');
  const id = useId();
  return (
    <li className="flex items-start gap-2">
      <span aria-hidden="true" className="mt-3 w-5 shrink-0 text-end text-sm text-muted tabular-nums">
        {index + 1}
      </span>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {t('form.label', { n: index + 1 })}
        </label>
        <Input
          id={id}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          dir="ltr"
          placeholder={t('form.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onPaste={onPaste}
          {...registration}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-danger-600">
            {translateMessage(t, error)}
          </p>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="mt-0.5 text-muted hover:text-danger-600"
        aria-label={t('form.remove', { n: index + 1 })}
        disabled={!canRemove}
        onClick={onRemove}
      >
        <X className="size-4.5" aria-hidden="true" />
      </Button>
    </li>
  );
}

/** SPEC §2/§5: URL rows, add and remove (while more than one remains), Create; blank rows are dropped. */
export function UrlListForm({
  busy,
  maxUrls,
  onSubmit,
}: {
  busy: boolean;
  maxUrls: number;
  onSubmit: (urls: string[]) => void;
}) {
  const { t } = useTranslation('generator');
  const form = useForm<GeneratorForm>({
    resolver: zodResolver(generatorForm),
    defaultValues: { urls: [{ value: '' }] },
  });
  const { fields, append, insert, remove } = useFieldArray({ control: form.control, name: 'urls' });
  const rowErrors = form.formState.errors.urls;

  const submit = form.handleSubmit(
    (values) => {
      const urls = cleanUrlList(values.urls.map((row) => row.value));
      form.reset({ urls: urls.map((value) => ({ value })) });
      onSubmit(urls);
    },
    (errors) => {
      const message = errors.urls?.root?.message ?? errors.urls?.message;
      if (message) toast.error(translateMessage(t, message));
    },
  );

  const removeRow = (index: number) => {
    remove(index);
    requestAnimationFrame(() => form.setFocus(`urls.${Math.max(0, index - 1)}.value`));
  };

  // Several addresses pasted into one row fill as many rows.
  const pasteInto = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = cleanUrlList(event.clipboardData.getData('text').split(/[\s,]+/));
    if (pasted.length < 2) return;
    event.preventDefault();
    const room = Math.max(1, maxUrls - fields.length + 1);
    const [first, ...rest] = pasted.slice(0, room);
    form.setValue(`urls.${index}.value`, first ?? '', { shouldValidate: false });
    if (rest.length > 0)
      insert(
        index + 1,
        rest.map((value) => ({ value })),
        { shouldFocus: false },
      );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <UrlRow
            key={field.id}
            index={index}
            registration={form.register(`urls.${index}.value`)}
            error={rowErrors?.[index]?.value?.message}
            canRemove={fields.length > 1}
            onRemove={() => removeRow(index)}
            onPaste={pasteInto(index)}
          />
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3 ps-7">
        <Button
          variant="outline"
          size="sm"
          onClick={() => append({ value: '' })}
          disabled={fields.length >= maxUrls}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('form.add')}
        </Button>
        <Button type="submit" loading={busy}>
          {busy ? null : <Sparkles className="size-4" aria-hidden="true" />}
          {busy ? t('form.creating') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
