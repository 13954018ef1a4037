import { VIDEO_CATEGORIES } from '@ochre/shared/constants';
import { mapTranslations } from '@ochre/shared/rules/translations';
import { embedSource } from '@ochre/shared/rules/video-embed';
import { videoInput } from '@ochre/shared/schemas/admin-catalog';
import type { SocialVideo } from '@ochre/shared/schemas/videos';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n';
import { adminVideoQuery, useSaveVideo } from '../api/videos-admin';
import { useEditor } from '../use-editor';
import { EditorFrame, EditorSide, SwitchField } from './editor-frame';
import { ImageField } from './image-fields';
import { LoadFailed } from './list-state';
import { TranslationsFieldset } from './translations-fieldset';

type Values = z.input<typeof videoInput>;

const EMPTY: Values = {
  title: '',
  description: '',
  category: 'travel',
  locationName: '',
  embedUrl: '',
  thumbnailUrl: '',
  instagramUrl: '',
  likes: 0,
  comments: 0,
  featured: false,
  isActive: true,
  translations: {},
};

const valuesOf = (v: SocialVideo): Values => ({
  title: v.title,
  description: v.description,
  category: v.category,
  locationName: v.location.name,
  embedUrl: v.embedUrl,
  thumbnailUrl: v.thumbnailUrl,
  instagramUrl: v.instagramUrl,
  likes: v.likes,
  comments: v.comments,
  featured: v.featured,
  isActive: v.isActive,
  // Videos answer their place as `location.name`; the editor keeps it as it is saved.
  translations: mapTranslations(v.translations ?? {}, ({ location, ...fields }) => ({
    ...fields,
    locationName: (location as { name?: string } | undefined)?.name ?? '',
  })) as Values['translations'],
});

function VideoForm({ video, onDone }: { video: SocialVideo | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveVideo(video?._id ?? null);
  const { form, errors, frame } = useEditor({
    item: video,
    schema: videoInput,
    empty: EMPTY,
    valuesOf,
    save,
  });
  const embedUrl = useWatch({ control: form.control, name: 'embedUrl' });
  const source = embedUrl ? embedSource(embedUrl) : null;

  return (
    <EditorFrame
      {...frame}
      title={video ? video.title : t('videos.new')}
      backLabel={t('videos.all')}
      onBack={onDone}
      main={
        <>
          <Field label={t('videos.titleLabel')} error={errors.title?.message} required>
            {(a11y) => <Input {...a11y} {...form.register('title')} />}
          </Field>
          <Field label={t('videos.description')} error={errors.description?.message}>
            {(a11y) => <Textarea {...a11y} rows={4} {...form.register('description')} />}
          </Field>
          <Field
            label={t('videos.embedUrl')}
            error={errors.embedUrl?.message}
            hint={
              source ? (
                <span className="inline-flex items-center gap-1.5 text-palm-700">
                  <CheckCircle2 className="size-4" aria-hidden="true" />
                  {t('videos.playable')}
                </span>
              ) : (
                t('videos.embedHint')
              )
            }
            required
          >
            {(a11y) => (
              <Input
                {...a11y}
                type="url"
                dir="ltr"
                placeholder="https://www.instagram.com/reel/…"
                {...form.register('embedUrl')}
              />
            )}
          </Field>
          <Field
            label={t('videos.instagramUrl')}
            error={errors.instagramUrl?.message}
            hint={t('videos.instagramHint')}
          >
            {(a11y) => <Input {...a11y} type="url" dir="ltr" {...form.register('instagramUrl')} />}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t('videos.likes')} error={errors.likes?.message}>
              {(a11y) => (
                <Input
                  {...a11y}
                  type="number"
                  min={0}
                  dir="ltr"
                  {...form.register('likes', { valueAsNumber: true })}
                />
              )}
            </Field>
            <Field label={t('videos.comments')} error={errors.comments?.message}>
              {(a11y) => (
                <Input
                  {...a11y}
                  type="number"
                  min={0}
                  dir="ltr"
                  {...form.register('comments', { valueAsNumber: true })}
                />
              )}
            </Field>
          </div>
          <TranslationsFieldset form={form} kind="video" />
        </>
      }
      side={
        <>
          <EditorSide title={t('products.visibility')}>
            <SwitchField form={form} name="isActive" label={t('videos.activeLabel')} />
            <SwitchField form={form} name="featured" label={t('videos.featuredLabel')} />
          </EditorSide>
          <EditorSide title={t('videos.presentation')}>
            <Controller
              control={form.control}
              name="thumbnailUrl"
              render={({ field }) => (
                <ImageField
                  label={t('videos.thumbnail')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  folder="videos"
                  error={errors.thumbnailUrl?.message}
                />
              )}
            />
            <Field label={t('videos.category')} error={errors.category?.message} required>
              {(a11y) => (
                <Select {...a11y} {...form.register('category')}>
                  {VIDEO_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {t(`videos.categories.${category}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('videos.location')} error={errors.locationName?.message}>
              {(a11y) => <Input {...a11y} {...form.register('locationName')} />}
            </Field>
          </EditorSide>
        </>
      }
    />
  );
}

/** Add or edit a short video: its Instagram, YouTube or Vimeo address and an uploaded thumbnail. */
export function VideoEditor({ id, onDone }: { id: string | null; onDone: () => void }) {
  const video = useQuery({ ...adminVideoQuery(id ?? ''), enabled: id !== null });
  if (id === null) return <VideoForm video={null} onDone={onDone} />;
  if (video.isPending) return <EditorFrame.Loading />;
  if (video.isError) return <LoadFailed onRetry={() => video.refetch()} />;
  return <VideoForm key={video.data._id} video={video.data} onDone={onDone} />;
}
