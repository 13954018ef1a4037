import { zodResolver } from '@hookform/resolvers/zod';
import { type Article, type ArticleInput, articleInput } from '@ochre/shared/schemas/articles';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { type Lang, translateError, translateMessage } from '../../../lib/i18n';
import { adminArticleQuery, useSaveArticle } from '../api/articles-admin';
import { useSectionParam } from '../use-section-param';
import { SlugField, ViewOnSiteLink } from './address-fields';
import { EditorFrame, EditorSide } from './editor-frame';
import { ImageField } from './image-fields';
import { LoadFailed } from './list-state';
import { RichTextEditor } from './rich-text-editor';
import { WordsInput } from './words-input';

type Values = z.input<typeof articleInput>;

const EMPTY: Values = {
  title: '',
  slug: '',
  content: '',
  image: '',
  category: '',
  tags: [],
  isPublished: false,
  metaTitle: '',
  metaDescription: '',
  keywords: [],
};

const valuesOf = (a: Article): Values => ({
  title: a.title,
  slug: a.slug,
  content: a.content,
  image: a.image,
  category: a.category,
  tags: a.tags,
  isPublished: a.isPublished,
  metaTitle: a.metaTitle,
  metaDescription: a.metaDescription,
  keywords: a.keywords,
});

function ArticleForm({ article, onDone }: { article: Article | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Lang;
  const [, setEdit] = useSectionParam('edit');
  const save = useSaveArticle(article?._id ?? null);
  const form = useForm<Values, unknown, ArticleInput>({
    resolver: zodResolver(articleInput),
    defaultValues: article ? valuesOf(article) : EMPTY,
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (response) => {
        toast.success(translateMessage(t, response.message));
        form.reset(valuesOf(response.data));
        if (!article) setEdit(response.data._id);
      },
      onError: (error) => {
        if (isApiError(error)) {
          for (const [field, message] of Object.entries(error.errors))
            form.setError(field as keyof Values, { message });
        }
        toast.error(translateError(t, error) || t('saveFailed'));
      },
    }),
  );

  return (
    <EditorFrame
      title={article ? article.title : t('articles.new')}
      backLabel={t('articles.all')}
      onBack={onDone}
      dirty={isDirty}
      isNew={!article}
      onSubmit={submit}
      saving={save.isPending}
      extraActions={
        article?.isPublished ? (
          <ViewOnSiteLink href={`/articles/${article.slug}`} label={t('articles.view')} />
        ) : null
      }
      main={
        <>
          <Field label={t('articles.titleLabel')} error={errors.title?.message} required>
            {(a11y) => <Input {...a11y} className="font-display text-xl" {...form.register('title')} />}
          </Field>
          <Controller
            control={form.control}
            name="content"
            render={({ field }) => (
              <RichTextEditor
                label={t('articles.content')}
                value={field.value}
                onChange={field.onChange}
                error={errors.content?.message}
              />
            )}
          />
          <fieldset className="space-y-5 rounded-2xl border border-line p-5">
            <legend className="px-1 text-sm font-semibold text-ink">{t('seo.title')}</legend>
            <p className="text-sm text-muted">{t('seo.text')}</p>
            <Field label={t('seo.metaTitle')} error={errors.metaTitle?.message}>
              {(a11y) => <Input {...a11y} maxLength={200} {...form.register('metaTitle')} />}
            </Field>
            <Field label={t('seo.metaDescription')} error={errors.metaDescription?.message}>
              {(a11y) => (
                <Textarea {...a11y} rows={3} maxLength={500} {...form.register('metaDescription')} />
              )}
            </Field>
            <Field label={t('seo.keywords')} hint={t('seo.keywordsHint')}>
              {(a11y) => (
                <Controller
                  control={form.control}
                  name="keywords"
                  render={({ field }) => (
                    <WordsInput {...a11y} value={field.value ?? []} onChange={field.onChange} />
                  )}
                />
              )}
            </Field>
          </fieldset>
        </>
      }
      side={
        <>
          <EditorSide title={t('articles.publication')}>
            <Controller
              control={form.control}
              name="isPublished"
              render={({ field }) => (
                <Switch
                  checked={Boolean(field.value)}
                  onChange={field.onChange}
                  label={t('articles.publishedLabel')}
                  showLabel
                />
              )}
            />
            <p className="text-sm text-muted">
              {article?.publishedAt
                ? t('articles.publishedOn', { date: formatDateTime(article.publishedAt, lang) })
                : t('articles.draftNote')}
            </p>
          </EditorSide>
          <EditorSide title={t('articles.presentation')}>
            <Controller
              control={form.control}
              name="image"
              render={({ field }) => (
                <ImageField
                  label={t('articles.cover')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  folder="articles"
                  error={errors.image?.message}
                />
              )}
            />
            <Field label={t('articles.category')} error={errors.category?.message}>
              {(a11y) => <Input {...a11y} {...form.register('category')} />}
            </Field>
            <Field label={t('articles.tags')} hint={t('seo.keywordsHint')}>
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
            <SlugField
              prefix="/articles/"
              isNew={!article}
              error={errors.slug?.message}
              registration={form.register('slug')}
            />
          </EditorSide>
        </>
      }
    />
  );
}

/** Write or edit an article in the rich-text editor; the server sanitises the HTML on save. */
export function ArticleEditor({ id, onDone }: { id: string | null; onDone: () => void }) {
  const article = useQuery({ ...adminArticleQuery(id ?? ''), enabled: id !== null });
  if (id === null) return <ArticleForm article={null} onDone={onDone} />;
  if (article.isPending) return <EditorFrame.Loading />;
  if (article.isError) return <LoadFailed onRetry={() => article.refetch()} />;
  return <ArticleForm key={article.data._id} article={article.data} onDone={onDone} />;
}
