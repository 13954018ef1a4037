import { z } from 'zod';
import { ARTICLES_PAGE_SIZE } from '../constants';
import type { Translations } from '../rules/translations';
import { slugField } from './admin-catalog';
import { requiredText } from './common';
import { articleTranslation, translationsOf } from './translations';

/** GET /articles as the list page sends it (SPEC §7 Articles). */
export const articlesQuery = z.strictObject({
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(ARTICLES_PAGE_SIZE),
  keyword: z.string().trim().max(100).default(''),
});
export type ArticlesQuery = z.infer<typeof articlesQuery>;

/** Pictures are our own uploads or https addresses. */
const imageUrl = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/uploads\/|https:\/\/)/, 'Use an uploaded picture or an https address.'),
]);
const words = (max: number) => z.array(z.string().trim().min(1).max(60)).max(max);

/**
 * An article as an editor saves it; the server sanitises the HTML. An empty
 * slug means "make one from the title" for a new article and "keep it" for an edit.
 */
export const articleInput = z.strictObject({
  title: requiredText(200),
  slug: slugField.default(''),
  content: z.string().max(200_000),
  image: imageUrl.default(''),
  category: z.string().trim().max(80).default(''),
  tags: words(20).default([]),
  isPublished: z.boolean().default(false),
  metaTitle: z.string().trim().max(200).default(''),
  metaDescription: z.string().trim().max(500).default(''),
  keywords: words(30).default([]),
  translations: translationsOf(articleTranslation).default({}),
});
export type ArticleInput = z.input<typeof articleInput>;

/** A card of the list: the text is reduced to a snippet (SPEC §9). */
export interface ArticleSummary {
  /** Back office only: public reads answer in the asked language instead. */
  translations?: Translations;
  _id: string;
  slug: string;
  title: string;
  snippet: string;
  image: string;
  category: string;
  tags: string[];
  author: { name: string };
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  readingTime: number;
  rating: number;
  numReviews: number;
}

export interface Article extends Omit<ArticleSummary, 'snippet'> {
  /** Sanitised HTML. */
  content: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
}

export interface ArticlesPage {
  success: true;
  articles: ArticleSummary[];
  page: number;
  pages: number;
  total: number;
}
