import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n';
import { WordsInput } from './words-input';

interface SeoValues extends FieldValues {
  seoTitle?: string;
  seoDescription?: string;
  seoKeywords?: string[];
}

/** The search-engine fields every catalogue editor has: meta title, meta description, keywords. */
export function SeoFields<Values extends SeoValues>({ form }: { form: UseFormReturn<Values> }) {
  const { t } = useTranslation('admin');
  // The three names exist on every form that satisfies SeoValues; TypeScript cannot see that through the generic.
  const name = (field: keyof SeoValues) => field as Path<Values>;
  const errors = form.formState.errors as {
    seoTitle?: { message?: string };
    seoDescription?: { message?: string };
  };
  return (
    <fieldset className="space-y-5 rounded-2xl border border-line p-5">
      <legend className="px-1 text-sm font-semibold text-ink">{t('seo.title')}</legend>
      <p className="text-sm text-muted">{t('seo.text')}</p>
      <Field label={t('seo.metaTitle')} error={errors.seoTitle?.message}>
        {(a11y) => <Input {...a11y} maxLength={200} {...form.register(name('seoTitle'))} />}
      </Field>
      <Field label={t('seo.metaDescription')} error={errors.seoDescription?.message}>
        {(a11y) => <Textarea {...a11y} rows={3} maxLength={500} {...form.register(name('seoDescription'))} />}
      </Field>
      <Field label={t('seo.keywords')} hint={t('seo.keywordsHint')}>
        {(a11y) => (
          <Controller
            control={form.control}
            name={name('seoKeywords')}
            render={({ field }) => (
              <WordsInput {...a11y} value={field.value ?? []} onChange={field.onChange} />
            )}
          />
        )}
      </Field>
    </fieldset>
  );
}
