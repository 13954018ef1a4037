import { type Article, articleInput } from '@ochre/shared/schemas/articles';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { formatDateTime } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { adminArticleQuery, useSaveArticle } from '../api/articles-admin';
import { useEditor } from '../use-editor';
import { SlugField, ViewOnSiteLink } from './address-fields';
import { EditorFrame, EditorSide, SwitchField } from './editor-frame';
import { ImageField } from './image-fields';
import { LoadFailed } from './list-state';
import { RichTextEditor } from './rich-text-editor';
import { TranslationsFieldset } from './translations-fieldset';
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
  translations: {},
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
  translations: (a.translations ?? {}) as Values['translations'],
});

function ArticleForm({ article, onDone }: { article: Article | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const save = useSaveArticle(article?._id ?? null);
  const { form, errors, frame } = useEditor({
    item: article,
    schema: articleInput,
    empty: EMPTY,
    valuesOf,
    save,
  });

  return (
    <EditorFrame
      {...frame}
      title={article ? article.title : t('articles.new')}
      backLabel={t('articles.all')}
      onBack={onDone}
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
          <TranslationsFieldset form={form} kind="article" />
        </>
      }
      side={
        <>
          <EditorSide title={t('articles.publication')}>
            <SwitchField form={form} name="isPublished" label={t('articles.publishedLabel')} />
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
