import { ACTIVITY_DEPOSIT_CENTS } from '@ochre/shared/constants';
import { DIFFICULTIES } from '@ochre/shared/schemas/activities';
import { type AdminActivity, activityInput } from '@ochre/shared/schemas/admin-activities';
import { DEFAULT_ACTIVITY_SETUP } from '@ochre/shared/schemas/booking-setup';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { formatCalendarDate, formatDollars } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { adminActivitiesQuery, adminActivityQuery, useSaveActivity } from '../api/activities-admin';
import { useEditor } from '../use-editor';
import { SlugField, ViewOnSiteLink } from './address-fields';
import { BookingSetupFields } from './booking-setup-fields';
import { EditorFrame, EditorSide, SwitchField } from './editor-frame';
import { ImageListField } from './image-fields';
import { LinesInput } from './lines-input';
import { LoadFailed } from './list-state';
import { SeoFields } from './seo-fields';
import { TranslationsFieldset } from './translations-fieldset';
import { WordsInput } from './words-input';

type Values = z.input<typeof activityInput>;

const EMPTY: Values = {
  name: '',
  slug: '',
  sku: '',
  category: '',
  location: '',
  duration: '',
  price: Number.NaN,
  marketPrice: null,
  shortDescription: '',
  description: '',
  images: [],
  tags: [],
  minParticipants: 1,
  maxParticipants: 10,
  difficulty: 'easy',
  requirements: [],
  included: [],
  excluded: [],
  cancellationPolicy: '',
  capacityPerDate: null,
  booking: DEFAULT_ACTIVITY_SETUP,
  isFeatured: false,
  isPublished: false,
  seoTitle: '',
  seoDescription: '',
  seoKeywords: [],
  translations: {},
};

const valuesOf = (a: AdminActivity): Values => ({
  name: a.name,
  slug: a.slug,
  sku: a.sku ?? '',
  category: a.category,
  location: a.location,
  duration: a.duration,
  price: a.price,
  marketPrice: a.marketPrice,
  shortDescription: a.shortDescription,
  description: a.description,
  images: a.images,
  tags: a.tags,
  minParticipants: a.minParticipants,
  maxParticipants: a.maxParticipants,
  difficulty: a.difficulty,
  requirements: a.requirements,
  included: a.included,
  excluded: a.excluded,
  cancellationPolicy: a.cancellationPolicy,
  capacityPerDate: a.capacityPerDate,
  booking: a.booking,
  isFeatured: a.isFeatured,
  isPublished: a.isPublished,
  seoTitle: a.seoTitle,
  seoDescription: a.seoDescription,
  seoKeywords: a.seoKeywords,
  translations: (a.translations ?? {}) as Values['translations'],
});

const optionalNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

const LISTS = ['included', 'excluded', 'requirements'] as const;

function ActivityForm({ activity, onDone }: { activity: AdminActivity | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const save = useSaveActivity(activity?._id ?? null);
  const categoriesId = useId();
  const categories = useQuery(adminActivitiesQuery({ status: 'all', page: 1, limit: 1 }));
  const { form, errors, frame } = useEditor({
    item: activity,
    schema: activityInput,
    empty: EMPTY,
    valuesOf,
    save,
  });

  const busiest = activity?.busiestDate;
  const numberInput =
    (name: 'price' | 'minParticipants' | 'maxParticipants', decimal = false) =>
    (a11y: object) => (
      <Input
        {...a11y}
        type="number"
        inputMode={decimal ? 'decimal' : 'numeric'}
        min={decimal ? 0 : 1}
        step={decimal ? '0.01' : 1}
        dir="ltr"
        {...form.register(name, { valueAsNumber: true })}
      />
    );

  return (
    <EditorFrame
      {...frame}
      title={activity ? activity.name : t('activities.new')}
      backLabel={t('activities.all')}
      onBack={onDone}
      extraActions={
        activity?.isPublished ? (
          <ViewOnSiteLink href={`/activities/${activity.slug}`} label={t('activities.viewOnSite')} />
        ) : null
      }
      main={
        <>
          <Field label={t('activities.name')} error={errors.name?.message} required>
            {(a11y) => <Input {...a11y} {...form.register('name')} />}
          </Field>
          <Field
            label={t('activities.shortDescription')}
            error={errors.shortDescription?.message}
            hint={t('activities.shortDescriptionHint')}
          >
            {(a11y) => <Textarea {...a11y} rows={2} {...form.register('shortDescription')} />}
          </Field>
          <Field
            label={t('activities.description')}
            error={errors.description?.message}
            hint={t('activities.descriptionHint')}
          >
            {(a11y) => <Textarea {...a11y} rows={8} {...form.register('description')} />}
          </Field>
          <Controller
            control={form.control}
            name="images"
            render={({ field }) => (
              <ImageListField
                label={t('activities.images')}
                value={field.value ?? []}
                onChange={field.onChange}
                folder="activities"
              />
            )}
          />
          <div className="grid gap-5">
            {LISTS.map((name) => (
              <Field
                key={name}
                label={t(`activities.${name}`)}
                hint={t('activities.linesHint')}
                error={errors[name]?.message}
              >
                {(a11y) => (
                  <Controller
                    control={form.control}
                    name={name}
                    render={({ field }) => (
                      <LinesInput {...a11y} value={field.value ?? []} onChange={field.onChange} />
                    )}
                  />
                )}
              </Field>
            ))}
          </div>
          <Field label={t('activities.cancellationPolicy')} error={errors.cancellationPolicy?.message}>
            {(a11y) => <Textarea {...a11y} rows={3} {...form.register('cancellationPolicy')} />}
          </Field>
          <BookingSetupFields form={form} errors={errors} />
          <SeoFields form={form} />
          <TranslationsFieldset form={form} kind="activity" />
        </>
      }
      side={
        <>
          <EditorSide title={t('activities.visibility')}>
            <SwitchField form={form} name="isPublished" label={t('activities.publishedLabel')} />
            <SwitchField form={form} name="isFeatured" label={t('activities.featuredLabel')} />
          </EditorSide>
          <EditorSide title={t('activities.pricing')}>
            <Field
              label={t('activities.priceLabel')}
              error={errors.price?.message}
              hint={t('activities.depositHint', {
                deposit: formatDollars(ACTIVITY_DEPOSIT_CENTS / 100, lang),
              })}
              required
            >
              {numberInput('price', true)}
            </Field>
            <Field
              label={t('activities.marketPrice')}
              error={errors.marketPrice?.message}
              hint={t('activities.marketPriceHint')}
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  dir="ltr"
                  {...form.register('marketPrice', { setValueAs: optionalNumber })}
                />
              )}
            </Field>
          </EditorSide>
          <EditorSide title={t('activities.places')}>
            <div className="grid grid-cols-2 gap-3">
              <Field label={t('activities.minParticipants')} error={errors.minParticipants?.message} required>
                {numberInput('minParticipants')}
              </Field>
              <Field label={t('activities.maxParticipants')} error={errors.maxParticipants?.message} required>
                {numberInput('maxParticipants')}
              </Field>
            </div>
            <Field
              label={t('activities.capacity')}
              error={errors.capacityPerDate?.message}
              hint={
                busiest
                  ? t('activities.capacityBusiest', {
                      count: busiest.persons,
                      date: formatCalendarDate(busiest.date, lang),
                    })
                  : t('activities.capacityHint')
              }
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  dir="ltr"
                  placeholder={t('activities.unlimited')}
                  {...form.register('capacityPerDate', { setValueAs: optionalNumber })}
                />
              )}
            </Field>
          </EditorSide>
          <EditorSide title={t('activities.details')}>
            <Field label={t('activities.category')} error={errors.category?.message} required>
              {(a11y) => <Input {...a11y} list={categoriesId} {...form.register('category')} />}
            </Field>
            <datalist id={categoriesId}>
              {categories.data?.categories.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <Field label={t('activities.location')} error={errors.location?.message} required>
              {(a11y) => <Input {...a11y} {...form.register('location')} />}
            </Field>
            <Field
              label={t('activities.duration')}
              error={errors.duration?.message}
              hint={t('activities.durationHint')}
            >
              {(a11y) => <Input {...a11y} {...form.register('duration')} />}
            </Field>
            <Field label={t('activities.difficulty')} error={errors.difficulty?.message}>
              {(a11y) => (
                <Select {...a11y} {...form.register('difficulty')}>
                  {DIFFICULTIES.map((level) => (
                    <option key={level} value={level}>
                      {t(`activities.difficulties.${level}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('activities.tags')} hint={t('seo.keywordsHint')}>
              {(a11y) => (
                <Controller
                  control={form.control}
                  name="tags"
                  render={({ field }) => (
                    <WordsInput {...a11y} value={field.value ?? []} onChange={field.onChange} />
                  )}
                />
              )}
            </Field>
            <Field label={t('activities.sku')} error={errors.sku?.message}>
              {(a11y) => <Input {...a11y} dir="ltr" {...form.register('sku')} />}
            </Field>
            <SlugField
              prefix="/activities/"
              isNew={!activity}
              error={errors.slug?.message}
              registration={form.register('slug')}
            />
          </EditorSide>
        </>
      }
    />
  );
}

/** Create or edit an activity (all SPEC §3 fields, places per date); loads it first when editing. */
export function ActivityEditor({ id, onDone }: { id: string | null; onDone: () => void }) {
  const activity = useQuery({ ...adminActivityQuery(id ?? ''), enabled: id !== null });
  if (id === null) return <ActivityForm activity={null} onDone={onDone} />;
  if (activity.isPending) return <EditorFrame.Loading />;
  if (activity.isError) return <LoadFailed onRetry={() => activity.refetch()} />;
  return <ActivityForm key={activity.data._id} activity={activity.data} onDone={onDone} />;
}
