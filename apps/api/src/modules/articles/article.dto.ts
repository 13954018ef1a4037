import { readingTimeMinutes, snippet } from '@ochre/shared/rules/text';
import { mapTranslations } from '@ochre/shared/rules/translations';
import type { Article, ArticleSummary } from '@ochre/shared/schemas/articles';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { iso } from '../../lib/serialize';
import type { ArticleRow } from './repository';

/** Stored HTML was sanitised when saved; it is sanitised again here so no older or imported row can slip through. */
function common(row: ArticleRow, html: string): Omit<ArticleSummary, 'snippet'> {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    image: row.image,
    category: row.category,
    tags: row.tags,
    author: { name: row.authorName },
    isPublished: row.isPublished,
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingTime: readingTimeMinutes(html),
    rating: Math.round(row.ratingAvg * 10) / 10,
    numReviews: row.numReviews,
  };
}

/** A translated body is sanitised like the English one, and its snippet made from it. */
const translatedHtml = (content: unknown) => (typeof content === 'string' ? sanitizeHtml(content) : '');

export function toArticleSummary(row: ArticleRow): ArticleSummary {
  const html = sanitizeHtml(row.content);
  return {
    ...common(row, html),
    snippet: snippet(html),
    translations: mapTranslations(row.translations, ({ title, content }) => ({
      title,
      snippet: snippet(translatedHtml(content)),
    })),
  };
}

export function toArticle(row: ArticleRow): Article {
  const html = sanitizeHtml(row.content);
  return {
    ...common(row, html),
    content: html,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    keywords: row.keywords,
    translations: mapTranslations(row.translations, ({ content, ...fields }) => ({
      ...fields,
      content: translatedHtml(content),
    })),
  };
}
