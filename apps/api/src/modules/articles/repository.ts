import { TRANSLATION_LANGS } from '@ochre/shared/constants';
import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articles, reviews } from '../../db/schema/content';
import { containing } from '../../lib/like';

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticleRow = typeof articles.$inferInsert;

/** The translated titles and summaries, so a French reader's words find French articles. */
const translatedTitles = sql`concat_ws(' ', ${sql.join(
  TRANSLATION_LANGS.flatMap((lang) =>
    ['title', 'metaDescription'].map((field) => sql`${articles.translations} #>> ${`{${lang},${field}}`}`),
  ),
  sql`, `,
)})`;

/** Every term must appear in the title, description, category, author, tags, keywords or the text itself. */
function matchesAll(terms: string[]): SQL | undefined {
  if (!terms.length) return undefined;
  return and(
    ...terms.map((term) => {
      const pattern = containing(term);
      return or(
        ilike(articles.title, pattern),
        ilike(articles.metaDescription, pattern),
        sql`${translatedTitles} ilike ${pattern}`,
        ilike(articles.category, pattern),
        ilike(articles.authorName, pattern),
        sql`array_to_string(${articles.tags}, ' ') ilike ${pattern}`,
        sql`array_to_string(${articles.keywords}, ' ') ilike ${pattern}`,
        // Words of the text, not of its markup: "strong" must not match every <strong>.
        sql`regexp_replace(${articles.content}, '<[^>]*>', ' ', 'g') ilike ${pattern}`,
      );
    }),
  );
}

export interface ArticleFilter {
  terms: string[];
  includeDrafts: boolean;
  /** Only published articles, or only drafts (the back office's filter). */
  status?: 'published' | 'draft';
}

const where = ({ terms, includeDrafts, status }: ArticleFilter) =>
  and(
    status
      ? eq(articles.isPublished, status === 'published')
      : includeDrafts
        ? undefined
        : eq(articles.isPublished, true),
    matchesAll(terms),
  );

export const articlesRepository = {
  /** Newest first; with search terms, articles whose title has them all come first. */
  async list(db: DbOrTx, filter: ArticleFilter, limit: number, offset: number): Promise<ArticleRow[]> {
    const newest = [desc(sql`coalesce(${articles.publishedAt}, ${articles.createdAt})`), desc(articles.id)];
    const titleFirst = filter.terms.length
      ? [
          sql`case when ${and(...filter.terms.map((term) => ilike(articles.title, containing(term))))} then 0 else 1 end`,
        ]
      : [];
    return db
      .select()
      .from(articles)
      .where(where(filter))
      .orderBy(...titleFirst, ...newest)
      .limit(limit)
      .offset(offset);
  },

  async count(db: DbOrTx, filter: ArticleFilter): Promise<number> {
    const [row] = await db.select({ n: count() }).from(articles).where(where(filter));
    return row?.n ?? 0;
  },

  async findBySlug(db: DbOrTx, slug: string): Promise<ArticleRow | undefined> {
    const [row] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
    return row;
  },

  async findById(db: DbOrTx, id: string): Promise<ArticleRow | undefined> {
    const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
    return row;
  },

  async insert(db: DbOrTx, values: NewArticleRow): Promise<ArticleRow> {
    const [row] = await db.insert(articles).values(values).returning();
    return row!;
  },

  async update(db: DbOrTx, id: string, values: Partial<NewArticleRow>): Promise<ArticleRow | undefined> {
    const [row] = await db.update(articles).set(values).where(eq(articles.id, id)).returning();
    return row;
  },

  /** The article, locked until the transaction ends. */
  async lock(db: DbOrTx, id: string): Promise<ArticleRow | undefined> {
    const [row] = await db.select().from(articles).where(eq(articles.id, id)).for('update');
    return row;
  },

  async slugTaken(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.slug, slug), exceptId ? ne(articles.id, exceptId) : undefined))
      .limit(1);
    return Boolean(row);
  },

  /** The article and its reviews. */
  async delete(db: DbOrTx, id: string): Promise<void> {
    await db.delete(reviews).where(and(eq(reviews.refModel, 'Article'), eq(reviews.refId, id)));
    await db.delete(articles).where(eq(articles.id, id));
  },
};
