import { pageCount } from '@ochre/shared/rules/pagination';
import { mapTranslations, type Translations } from '@ochre/shared/rules/translations';
import type { Article, ArticleSummary, ArticlesPage } from '@ochre/shared/schemas/articles';
import { type ArticleInput, type ArticlesQuery, articleInput } from '@ochre/shared/schemas/articles';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema/content';
import type { UserRow } from '../../db/schema/users';
import { conflictOnUniqueViolation } from '../../lib/db-errors';
import { Conflict, NotFound } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { uniqueSlug } from '../../lib/unique-slug';
import type { AuditService } from '../audit/service';
import { toArticle, toArticleSummary } from './article.dto';
import { type ArticleRow, articlesRepository } from './repository';

/** Who is reading: drafts are for administrators only (SPEC §2 Articles). */
export interface Reader {
  isAdmin: boolean;
}

const NOT_FOUND = 'Article not found.';
const SLUG_TAKEN = 'Another article already uses this address.';

export interface AdminArticlesFilter {
  search?: string;
  status: 'all' | 'published' | 'draft';
  page: number;
  limit: number;
}

/** The unique index is the last guard against two saves with the same slug at once. */
const unique = conflictOnUniqueViolation('Another article was saved with this address just now.');
const terms = (keyword: string) => keyword.split(/\s+/).filter(Boolean).slice(0, 8);

/** Translated bodies are HTML too, and sanitised the same way. */
const sanitizedTranslations = (translations: Translations): Translations =>
  mapTranslations(translations, (fields) =>
    typeof fields.content === 'string' ? { ...fields, content: sanitizeHtml(fields.content) } : fields,
  );

export function createArticlesService({ db, audit }: { db: Db; audit: AuditService }) {
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

    /** The back office's list: drafts and published articles, newest first. */
    async adminList(
      query: AdminArticlesFilter,
    ): Promise<{ articles: ArticleSummary[]; pagination: Pagination }> {
      const filter = {
        terms: terms(query.search ?? ''),
        includeDrafts: true,
        status: query.status === 'all' ? undefined : query.status,
      };
      const [rows, total] = await Promise.all([
        articlesRepository.list(db, filter, query.limit, (query.page - 1) * query.limit),
        articlesRepository.count(db, filter),
      ]);
      return {
        articles: rows.map(toArticleSummary),
        pagination: { total, pages: pageCount(total, query.limit), page: query.page, limit: query.limit },
      };
    },

    /** Saves a new article: sanitised HTML, a slug no other article uses, published now if published. */
    async create(admin: UserRow, input: ArticleInput): Promise<Article> {
      const values = articleInput.parse(input);
      const row = await unique(
        db.transaction(async (tx) => {
          if (values.slug && (await articlesRepository.slugTaken(tx, values.slug)))
            throw new Conflict(SLUG_TAKEN, { slug: SLUG_TAKEN });
          const created = await articlesRepository.insert(tx, {
            ...values,
            content: sanitizeHtml(values.content),
            translations: sanitizedTranslations(values.translations),
            slug: values.slug || (await uniqueSlug(tx, articles, articles.slug, values.title)),
            authorId: admin.id,
            authorName: admin.name,
            publishedAt: values.isPublished ? new Date() : null,
          });
          await audit.record(
            admin,
            {
              action: 'article.create',
              entity: 'article',
              entityId: created.id,
              details: { title: created.title, slug: created.slug, published: created.isPublished },
            },
            tx,
          );
          return created;
        }),
      );
      return toArticle(row);
    },

    /**
     * Edits keep the address readers already have unless the editor changes it;
     * the first publication sets the publication date.
     */
    async update(admin: UserRow, id: string, input: ArticleInput): Promise<Article> {
      const values = articleInput.parse(input);
      const row = await unique(
        db.transaction(async (tx) => {
          const current = await articlesRepository.lock(tx, id);
          if (!current) throw new NotFound(NOT_FOUND);
          if (values.slug && (await articlesRepository.slugTaken(tx, values.slug, id)))
            throw new Conflict(SLUG_TAKEN, { slug: SLUG_TAKEN });
          const updated = await articlesRepository.update(tx, id, {
            ...values,
            slug: values.slug || current.slug,
            content: sanitizeHtml(values.content),
            translations: sanitizedTranslations(values.translations),
            publishedAt: values.isPublished ? (current.publishedAt ?? new Date()) : current.publishedAt,
          });
          await audit.record(
            admin,
            {
              action: 'article.update',
              entity: 'article',
              entityId: id,
              details: { title: updated!.title, slug: updated!.slug, published: updated!.isPublished },
            },
            tx,
          );
          return updated!;
        }),
      );
      return toArticle(row);
    },

    async setPublished(admin: UserRow, id: string, isPublished: boolean): Promise<Article> {
      const row = await db.transaction(async (tx) => {
        const current = await articlesRepository.lock(tx, id);
        if (!current) throw new NotFound(NOT_FOUND);
        const updated = await articlesRepository.update(tx, id, {
          isPublished,
          publishedAt: isPublished ? (current.publishedAt ?? new Date()) : current.publishedAt,
        });
        await audit.record(
          admin,
          {
            action: isPublished ? 'article.publish' : 'article.unpublish',
            entity: 'article',
            entityId: id,
            details: { title: current.title },
          },
          tx,
        );
        return updated!;
      });
      return toArticle(row);
    },

    /** Removes the article and its reviews. */
    async remove(admin: UserRow, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await articlesRepository.lock(tx, id);
        if (!current) throw new NotFound(NOT_FOUND);
        await articlesRepository.delete(tx, id);
        await audit.record(
          admin,
          {
            action: 'article.delete',
            entity: 'article',
            entityId: id,
            details: { title: current.title, slug: current.slug },
          },
          tx,
        );
      });
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
