import { TRAVEL_DEPOSIT_CENTS } from '@ochre/shared/constants';
import { type AdminTravelProgram, type TravelInput, travelInput } from '@ochre/shared/schemas/admin-travels';
import { DEFAULT_TRAVEL_SETUP } from '@ochre/shared/schemas/booking-setup';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { formatDollars } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { adminTravelQuery, useSaveTravel } from '../api/travels-admin';
import { useEditor } from '../use-editor';
import { SlugField, ViewOnSiteLink } from './address-fields';
import { EditorFrame, EditorSide, SwitchField } from './editor-frame';
import { ImageField, ImageListField } from './image-fields';
import { ItineraryEditor } from './itinerary-editor';
import { LoadFailed } from './list-state';
import { SeoFields } from './seo-fields';
import { TranslationsFieldset } from './translations-fieldset';
import { TravelBookingFields } from './travel-booking-fields';

const EMPTY: TravelInput = {
  title: '',
  destination: '',
  sku: '',
  subtitle: '',
  price: Number.NaN,
  duration: '',
  maxGroupSize: 10,
  heroImage: '',
  gallery: [],
  description: '',
  itinerary: [{ title: '', description: '', activities: [] }],
  booking: DEFAULT_TRAVEL_SETUP,
  isPublished: false,
  seoTitle: '',
  seoDescription: '',
  seoKeywords: [],
  translations: {},
};

const valuesOf = (p: AdminTravelProgram): TravelInput => ({
  title: p.title,
  destination: p.destination,
  sku: p.sku ?? '',
  subtitle: p.subtitle,
  price: p.price,
  duration: p.duration,
  maxGroupSize: p.maxGroupSize,
  heroImage: p.heroImage,
  gallery: p.gallery,
  description: p.description,
  itinerary: p.itinerary.map(({ title, description, activities }) => ({ title, description, activities })),
  booking: p.booking,
  isPublished: p.isPublished,
  seoTitle: p.seoTitle,
  seoDescription: p.seoDescription,
  seoKeywords: p.seoKeywords,
  translations: (p.translations ?? {}) as TravelInput['translations'],
});

function TravelForm({ program, onDone }: { program: AdminTravelProgram | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const save = useSaveTravel(program?._id ?? null);
  const { form, errors, frame } = useEditor({
    item: program,
    schema: travelInput,
    empty: EMPTY,
    valuesOf,
    save,
  });

  return (
    <EditorFrame
      {...frame}
      title={program ? program.title : t('travels.new')}
      backLabel={t('travels.all')}
      onBack={onDone}
      extraActions={
        program?.isPublished ? (
          <ViewOnSiteLink href={`/travels/${program.destination}`} label={t('listing.viewOnSite')} />
        ) : null
      }
      main={
        <>
          <Field label={t('travels.programTitle')} error={errors.title?.message} required>
            {(a11y) => <Input {...a11y} {...form.register('title')} />}
          </Field>
          <Field label={t('travels.subtitle')} error={errors.subtitle?.message}>
            {(a11y) => <Input {...a11y} {...form.register('subtitle')} />}
          </Field>
          <Field
            label={t('travels.description')}
            error={errors.description?.message}
            hint={t('travels.descriptionHint')}
          >
            {(a11y) => <Textarea {...a11y} rows={6} {...form.register('description')} />}
          </Field>
          <ItineraryEditor form={form} />
          <Controller
            control={form.control}
            name="heroImage"
            render={({ field, fieldState }) => (
              <ImageField
                label={t('travels.heroImage')}
                value={field.value ?? ''}
                onChange={field.onChange}
                folder="travels"
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="gallery"
            render={({ field }) => (
              <ImageListField
                label={t('travels.gallery')}
                value={field.value ?? []}
                onChange={field.onChange}
                folder="travels"
                max={24}
                cover={false}
                hint={t('travels.galleryHint')}
              />
            )}
          />
          <TravelBookingFields form={form} errors={errors} />
          <SeoFields form={form} />
          <TranslationsFieldset form={form} kind="travel" />
        </>
      }
      side={
        <>
          <EditorSide title={t('activities.visibility')}>
            <SwitchField form={form} name="isPublished" label={t('travels.publishedLabel')} />
          </EditorSide>
          <EditorSide title={t('travels.pricing')}>
            <Field
              label={t('travels.priceLabel')}
              error={errors.price?.message}
              hint={t('travels.depositHint', { deposit: formatDollars(TRAVEL_DEPOSIT_CENTS / 100, lang) })}
              required
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  dir="ltr"
                  {...form.register('price', { valueAsNumber: true })}
                />
              )}
            </Field>
            <Field
              label={t('travels.maxGroupSize')}
              error={errors.maxGroupSize?.message}
              hint={t('travels.maxGroupSizeHint')}
              required
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  dir="ltr"
                  {...form.register('maxGroupSize', { valueAsNumber: true })}
                />
              )}
            </Field>
            <Field
              label={t('activities.duration')}
              error={errors.duration?.message}
              hint={t('travels.durationHint')}
            >
              {(a11y) => <Input {...a11y} {...form.register('duration')} />}
            </Field>
          </EditorSide>
          <EditorSide title={t('activities.details')}>
            <Field label={t('activities.sku')} error={errors.sku?.message}>
              {(a11y) => <Input {...a11y} dir="ltr" {...form.register('sku')} />}
            </Field>
            <SlugField
              prefix="/travels/"
              isNew={!program}
              error={errors.destination?.message}
              registration={form.register('destination')}
              newHint={t('travels.destinationNewHint')}
            />
          </EditorSide>
        </>
      }
    />
  );
}

/** Create or edit an organized travel program with its itinerary; loads it first when editing. */
export function TravelEditor({ id, onDone }: { id: string | null; onDone: () => void }) {
  const program = useQuery({ ...adminTravelQuery(id ?? ''), enabled: id !== null });
  if (id === null) return <TravelForm program={null} onDone={onDone} />;
  if (program.isPending) return <EditorFrame.Loading />;
  if (program.isError) return <LoadFailed onRetry={() => program.refetch()} />;
  return <TravelForm key={program.data._id} program={program.data} onDone={onDone} />;
}
