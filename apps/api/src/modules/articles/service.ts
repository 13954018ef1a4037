import { pageCount } from '@ochre/shared/rules/pagination';
import type { Article, ArticlesPage } from '@ochre/shared/schemas/articles';
import { type ArticleInput, type ArticlesQuery, articleInput } from '@ochre/shared/schemas/articles';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema/content';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, NotFound } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { uniqueSlug } from '../../lib/unique-slug';
import { toArticle, toArticleSummary } from './article.dto';
import { type ArticleRow, articlesRepository } from './repository';

/** Who is reading: drafts are for administrators only (SPEC §2 Articles). */
export interface Reader {
  isAdmin: boolean;
}

const NOT_FOUND = 'Article not found.';
const terms = (keyword: string) => keyword.split(/\s+/).filter(Boolean).slice(0, 8);

export function createArticlesService({ db }: { db: Db }) {
  const visible = (row: ArticleRow | undefined, reader: Reader): row is ArticleRow =>
    Boolean(row && (row.isPublished || reader.isAdmin));

  return {
    async list(query: ArticlesQuery, reader: Reader): Promise<Omit<ArticlesPage, 'success'>> {
      const filter = { terms: terms(query.keyword), includeDrafts: reader.isAdmin };
      const [rows, total] = await Promise.all([
        articlesRepository.list(db, filter, query.pageSize, (query.pageNumber - 1) * query.pageSize),
        articlesRepository.count(db, filter),
      ]);
      return {
        articles: rows.map(toArticleSummary),
        page: query.pageNumber,
        pages: pageCount(total, query.pageSize),
        total,
      };
    },

    /** Cards link to the slug, or to the id when an article has none (SPEC §2). */
    async bySlugOrId(slugOrId: string, reader: Reader): Promise<Article> {
      const row =
        (await articlesRepository.findBySlug(db, slugOrId)) ??
        (await articlesRepository.findById(db, slugOrId));
      if (!visible(row, reader)) throw new NotFound(NOT_FOUND);
      return toArticle(row);
    },

    async byId(id: string, reader: Reader): Promise<Article> {
      const row = await articlesRepository.findById(db, id);
      if (!visible(row, reader)) throw new NotFound(NOT_FOUND);
      return toArticle(row);
    },

    /** Saves a new article: sanitised HTML, a slug no other article uses, published now if published. */
    async create(input: ArticleInput, author: { id: string | null; name: string }): Promise<Article> {
      const values = articleInput.parse(input);
      try {
        const row = await db.transaction(async (tx) =>
          articlesRepository.insert(tx, {
            ...values,
            content: sanitizeHtml(values.content),
            slug: await uniqueSlug(tx, articles, articles.slug, values.title),
            authorId: author.id,
            authorName: author.name,
            publishedAt: values.isPublished ? new Date() : null,
          }),
        );
        return toArticle(row);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new Conflict('Another article was saved with this title just now.');
        throw error;
      }
    },

    /** Edits keep the address readers already have; the first publication sets the publication date. */
    async update(id: string, input: ArticleInput): Promise<Article> {
      const values = articleInput.parse(input);
      const row = await db.transaction(async (tx) => {
        const current = await articlesRepository.findById(tx, id);
        if (!current) throw new NotFound(NOT_FOUND);
        return articlesRepository.update(tx, id, {
          ...values,
          content: sanitizeHtml(values.content),
          publishedAt: values.isPublished ? (current.publishedAt ?? new Date()) : current.publishedAt,
        });
      });
      return toArticle(row!);
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
