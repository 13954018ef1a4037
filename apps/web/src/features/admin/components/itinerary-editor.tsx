import type { SavedTravel, TravelInput } from '@ochre/shared/schemas/admin-travels';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { translateMessage, useTranslation } from '../../../lib/i18n';
import { WordsInput } from './words-input';

const iconButton =
  'flex size-9 items-center justify-center rounded-full text-muted transition-colors hover:bg-sand-100 hover:text-ink disabled:pointer-events-none disabled:opacity-30';

/**
 * The program day by day: add, remove and move days with buttons. A day's
 * number is its place in the list, so moving or removing one renumbers the rest
 * (the server numbers them the same way).
 */
export function ItineraryEditor({ form }: { form: UseFormReturn<TravelInput, unknown, SavedTravel> }) {
  const { t } = useTranslation('admin');
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'itinerary' });
  const errors = form.formState.errors.itinerary;
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <fieldset className="space-y-4 rounded-2xl border border-line p-5">
      <legend className="px-1 text-sm font-semibold text-ink">{t('travels.itinerary')}</legend>
      <p className="text-sm text-muted">{t('travels.itineraryText')}</p>
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const day = index + 1;
          return (
            <li
              key={field.id}
              className="rounded-2xl border border-line bg-sand-50/70 p-4"
              data-testid="itinerary-day"
            >
              <div className="mb-3 flex items-center gap-2">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ochre-600 text-sm font-bold text-white">
                  {day}
                </span>
                <h4 className="me-auto font-semibold text-ink">{t('travels.day', { day })}</h4>
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0}
                  aria-label={t('travels.dayEarlier', { day })}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => move(index, index + 1)}
                  disabled={index === fields.length - 1}
                  aria-label={t('travels.dayLater', { day })}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={`${iconButton} hover:text-danger-600`}
                  onClick={() => remove(index)}
                  aria-label={t('travels.dayRemove', { day })}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </div>
              <div className="space-y-4">
                <Field
                  label={t('travels.dayTitle', { day })}
                  error={errors?.[index]?.title?.message}
                  required
                >
                  {(a11y) => <Input {...a11y} {...form.register(`itinerary.${index}.title`)} />}
                </Field>
                <Field
                  label={t('travels.dayDescription', { day })}
                  error={errors?.[index]?.description?.message}
                >
                  {(a11y) => (
                    <Textarea {...a11y} rows={3} {...form.register(`itinerary.${index}.description`)} />
                  )}
                </Field>
                <Field label={t('travels.dayActivities', { day })} hint={t('seo.keywordsHint')}>
                  {(a11y) => (
                    <Controller
                      control={form.control}
                      name={`itinerary.${index}.activities`}
                      render={({ field: activities }) => (
                        <WordsInput {...a11y} value={activities.value ?? []} onChange={activities.onChange} />
                      )}
                    />
                  )}
                </Field>
              </div>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p className="text-sm text-danger-600" role="alert">
          {translateMessage(t, listError)}
        </p>
      ) : null}
      <Button variant="outline" onClick={() => append({ title: '', description: '', activities: [] })}>
        <Plus className="size-4" aria-hidden="true" />
        {t('travels.addDay')}
      </Button>
    </fieldset>
  );
}
