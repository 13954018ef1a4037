import { TRANSLATION_LANGS, type TranslationLang } from '@ochre/shared/constants';
import { isFilled, type Translations, translationStates } from '@ochre/shared/rules/translations';
import { TRANSLATED_FIELDS, type TranslatedKind } from '@ochre/shared/schemas/translations';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Languages } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { translateError, useTranslation } from '../../../lib/i18n';
import { translationWriterQuery, useDraftTranslation } from '../api/translations-admin';
import { LinesInput } from './lines-input';
import { RichTextEditor } from './rich-text-editor';

type FieldType = 'text' | 'textarea' | 'lines' | 'html' | 'itinerary';

/** How each translated field is typed, whatever the kind of content it belongs to. */
const FIELD_TYPES: Record<string, FieldType> = {
  description: 'textarea',
  longDescription: 'textarea',
  shortDescription: 'textarea',
  seoDescription: 'textarea',
  metaDescription: 'textarea',
  cancellationPolicy: 'textarea',
  siteDescription: 'textarea',
  requirements: 'lines',
  included: 'lines',
  excluded: 'lines',
  content: 'html',
  itinerary: 'itinerary',
};

const LANGUAGE_NAMES: Record<TranslationLang, string> = { fr: 'Français', es: 'Español', ar: 'العربية' };

interface Day {
  title?: string;
  description?: string;
  activities?: string[];
}

/** The English fields a writer is asked to translate: those with something in them, days reduced to their words. */
function englishOf(values: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = values[field];
      if (!isFilled(value)) return [];
      if (field === 'itinerary' && Array.isArray(value))
        return [
          [
            field,
            (value as Day[]).map(({ title = '', description = '', activities = [] }) => ({
              title,
              description,
              activities,
            })),
          ],
        ];
      return [[field, value]];
    }),
  );
}

/**
 * An item's French, Spanish and Arabic versions, one tab each with a complete / missing mark;
 * English stays in the editor's own fields. Draft translation asks the configured AI writer
 * for the missing languages and puts its drafts in the tabs, to review before saving.
 */
export function TranslationsFieldset<V extends FieldValues, Out>({
  form,
  kind,
}: {
  form: UseFormReturn<V, unknown, Out>;
  kind: TranslatedKind;
}) {
  const { t } = useTranslation('admin');
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<TranslationLang>('fr');
  const writer = useQuery(translationWriterQuery());
  const draft = useDraftTranslation();
  const fields = TRANSLATED_FIELDS[kind];
  const values = form.watch() as Record<string, unknown>;
  const translations = (values.translations ?? {}) as Translations;
  const states = translationStates(values, translations, fields);
  const missing = TRANSLATION_LANGS.filter((lang) => states[lang] === 'missing');
  const path = (name: string) => name as Path<V>;
  const english = englishOf(values, fields);
  const reasonId = `${baseId}-reason`;
  const available = writer.data?.available === true;

  const fillFromDrafts = (drafts: Translations) => {
    for (const lang of TRANSLATION_LANGS) {
      const drafted = drafts[lang];
      if (!drafted) continue;
      for (const [field, value] of Object.entries(drafted)) {
        if (field === 'itinerary' && Array.isArray(value)) {
          (value as Day[]).forEach((day, index) => {
            for (const [part, text] of Object.entries(day)) {
              const name = path(`translations.${lang}.itinerary.${index}.${part}`);
              if (!isFilled(form.getValues(name))) form.setValue(name, text as never, { shouldDirty: true });
            }
          });
          continue;
        }
        const name = path(`translations.${lang}.${field}`);
        if (!isFilled(form.getValues(name))) form.setValue(name, value as never, { shouldDirty: true });
      }
    }
  };

  const askWriter = () =>
    draft.mutate(
      { fields: english as never, languages: missing, html: fields.includes('content') ? ['content'] : [] },
      {
        onSuccess: (drafts) => {
          fillFromDrafts(drafts);
          // The drafts are for review: show them.
          setOpen(true);
          setActive(missing[0] ?? 'fr');
          toast.success(t('translations.drafted'));
        },
        onError: (error) => toast.error(translateError(t, error) || t('translations.draftFailed')),
      },
    );

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TRANSLATION_LANGS.indexOf(active);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = TRANSLATION_LANGS.at((index + (rtl ? -step : step)) % TRANSLATION_LANGS.length)!;
    setActive(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  const englishHint = (field: string) => {
    const value = english[field];
    if (typeof value === 'string') return value.replace(/<[^>]*>/g, ' ').slice(0, 160);
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(' · ');
    return '';
  };

  const fieldInput = (lang: TranslationLang, field: string) => {
    const name = path(`translations.${lang}.${field}`);
    const type = FIELD_TYPES[field] ?? 'text';
    const label = t(`translations.fields.${field}`);
    const hint = englishHint(field);
    const hintText = hint ? t('translations.english', { text: hint }) : undefined;
    const dir = lang === 'ar' ? 'rtl' : 'ltr';
    if (type === 'html')
      return (
        <Controller
          key={field}
          control={form.control}
          name={name}
          render={({ field: control }) => (
            <div lang={lang} dir={dir}>
              <RichTextEditor label={label} value={control.value ?? ''} onChange={control.onChange} />
            </div>
          )}
        />
      );
    if (type === 'itinerary') return <DaysInput key={field} form={form} lang={lang} dir={dir} />;
    return (
      <Field key={field} label={label} hint={hintText}>
        {(a11y) =>
          type === 'lines' ? (
            <Controller
              control={form.control}
              name={name}
              render={({ field: control }) => (
                <LinesInput
                  {...a11y}
                  lang={lang}
                  dir={dir}
                  value={control.value ?? []}
                  onChange={control.onChange}
                />
              )}
            />
          ) : type === 'textarea' ? (
            <Textarea {...a11y} lang={lang} dir={dir} rows={3} {...form.register(name)} />
          ) : (
            <Input {...a11y} lang={lang} dir={dir} {...form.register(name)} />
          )
        }
      </Field>
    );
  };

  const mark = (lang: TranslationLang) => {
    const complete = states[lang] === 'complete';
    return (
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
          complete ? 'bg-palm-50 text-palm-700' : 'bg-ochre-100 text-ochre-800',
        )}
      >
        {complete ? (
          <CircleCheck className="size-3.5" aria-hidden="true" />
        ) : (
          <CircleAlert className="size-3.5" aria-hidden="true" />
        )}
        {complete ? t('translations.complete') : t('translations.missing')}
      </span>
    );
  };

  return (
    <fieldset className="space-y-4 rounded-2xl border border-line p-5" data-testid="translations">
      <legend className="px-1 text-sm font-semibold text-ink">{t('translations.title')}</legend>
      <p className="text-sm text-muted">{t('translations.text')}</p>
      <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label={t('translations.status')}>
        {TRANSLATION_LANGS.map((lang) => (
          <li key={lang} className="inline-flex items-center gap-2 text-sm font-medium text-ink">
            <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
            {mark(lang)}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={`${baseId}-languages`}
          onClick={() => setOpen(!open)}
        >
          {open ? t('translations.hide') : t('translations.edit')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={askWriter}
          disabled={!available || missing.length === 0 || draft.isPending}
          aria-describedby={available ? undefined : reasonId}
        >
          <Languages className="size-4" aria-hidden="true" />
          {draft.isPending ? t('translations.drafting') : t('translations.draft')}
        </Button>
        {writer.data && !available ? (
          <p id={reasonId} className="text-sm text-muted">
            {t('translations.noWriter')}
          </p>
        ) : missing.length === 0 ? (
          <p className="text-sm text-muted">{t('translations.allComplete')}</p>
        ) : null}
      </div>
      {/* Only the open language's fields exist, so each label names one field on the page. */}
      {open ? (
        <div id={`${baseId}-languages`} className="space-y-5">
          <div
            role="tablist"
            aria-label={t('translations.tabs')}
            className="flex flex-wrap gap-2 border-b border-line"
          >
            {TRANSLATION_LANGS.map((lang) => {
              const selected = lang === active;
              return (
                <button
                  key={lang}
                  id={`${baseId}-tab-${lang}`}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  aria-controls={`${baseId}-panel`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => setActive(lang)}
                  onKeyDown={onTabKey}
                  className={cn(
                    '-mb-px inline-flex items-center gap-2 rounded-t-xl border-b-2 px-4 py-2 text-sm font-semibold transition-colors',
                    selected ? 'border-ochre-600 text-ink' : 'border-transparent text-muted hover:text-ink',
                  )}
                >
                  <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
                  {mark(lang)}
                </button>
              );
            })}
          </div>
          <div
            key={active}
            id={`${baseId}-panel`}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${active}`}
            className="space-y-5"
          >
            {fields.map((field) => fieldInput(active, field))}
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}

/** A program's days in one language, beside the English day they translate. */
function DaysInput<V extends FieldValues, Out>({
  form,
  lang,
  dir,
}: {
  form: UseFormReturn<V, unknown, Out>;
  lang: TranslationLang;
  dir: 'ltr' | 'rtl';
}) {
  const { t } = useTranslation('admin');
  const days = (form.watch('itinerary' as Path<V>) as Day[] | undefined) ?? [];
  const path = (name: string) => name as Path<V>;
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium text-ink">{t('translations.fields.itinerary')}</legend>
      <ol className="space-y-4">
        {days.map((day, index) => (
          // Days are numbered by their place, which is what the translation follows too.
          // biome-ignore lint/suspicious/noArrayIndexKey: a day is its place in the list
          <li key={index} className="space-y-3 rounded-2xl border border-line bg-sand-50/70 p-4">
            <p className="text-sm font-semibold text-ink">
              {t('translations.day', { day: index + 1, title: day.title ?? '' })}
            </p>
            <Field label={t('translations.fields.title')}>
              {(a11y) => (
                <Input
                  {...a11y}
                  dir={dir}
                  {...form.register(path(`translations.${lang}.itinerary.${index}.title`))}
                />
              )}
            </Field>
            <Field label={t('translations.fields.description')}>
              {(a11y) => (
                <Textarea
                  {...a11y}
                  lang={lang}
                  dir={dir}
                  rows={2}
                  {...form.register(path(`translations.${lang}.itinerary.${index}.description`))}
                />
              )}
            </Field>
            <Field label={t('translations.fields.dayActivities')} hint={t('translations.onePerLine')}>
              {(a11y) => (
                <Controller
                  control={form.control}
                  name={path(`translations.${lang}.itinerary.${index}.activities`)}
                  render={({ field }) => (
                    <LinesInput
                      {...a11y}
                      dir={dir}
                      rows={2}
                      value={field.value ?? []}
                      onChange={field.onChange}
                    />
                  )}
                />
              )}
            </Field>
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
