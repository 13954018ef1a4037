import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articles, type GenerationArticle, generationTasks } from '../../db/schema/content';

export type TaskRow = typeof generationTasks.$inferSelect;
type NewArticle = typeof articles.$inferInsert;

/**
 * Tasks and their results. A run's writes name the attempt it claimed (`attempts`
 * doubles as a fencing token): once another run has claimed the task, the old
 * run's late writes change nothing.
 */
export const generatorRepository = {
  async insertTask(db: DbOrTx, task: { createdBy: string; urls: string[] }): Promise<TaskRow> {
    const [row] = await db.insert(generationTasks).values(task).returning();
    return row!;
  },

  async findTask(db: DbOrTx, id: string): Promise<TaskRow | undefined> {
    const [row] = await db.select().from(generationTasks).where(eq(generationTasks.id, id)).limit(1);
    return row;
  },

  async findTaskForUpdate(db: DbOrTx, id: string): Promise<TaskRow | undefined> {
    const [row] = await db
      .select()
      .from(generationTasks)
      .where(eq(generationTasks.id, id))
      .limit(1)
      .for('update');
    return row;
  },

  /**
   * Takes a task for one run of its job: running, under a new attempt number that its
   * writes carry. A completed task, or one forgotten since, is not taken.
   */
  async claim(db: DbOrTx, id: string): Promise<TaskRow | undefined> {
    const [row] = await db
      .update(generationTasks)
      .set({ status: 'running', error: null, attempts: sql`${generationTasks.attempts} + 1` })
      .where(and(eq(generationTasks.id, id), ne(generationTasks.status, 'completed')))
      .returning();
    return row;
  },

  /** Adds one address's result and moves the progress on. */
  async appendArticle(
    db: DbOrTx,
    id: string,
    attempt: number,
    article: GenerationArticle,
    progress: number,
  ): Promise<boolean> {
    const rows = await db
      .update(generationTasks)
      .set({
        articles: sql`${generationTasks.articles} || ${JSON.stringify([article])}::jsonb`,
        progress: sql`greatest(${generationTasks.progress}, ${progress}::int)`,
      })
      .where(owned(id, attempt))
      .returning({ id: generationTasks.id });
    return rows.length > 0;
  },

  async finish(
    db: DbOrTx,
    id: string,
    attempt: number,
    outcome: { status: 'completed' | 'failed'; error: string | null },
  ): Promise<boolean> {
    const rows = await db
      .update(generationTasks)
      .set({ ...outcome, progress: 100 })
      .where(owned(id, attempt))
      .returning({ id: generationTasks.id });
    return rows.length > 0;
  },

  /** A shutdown hands the task back: waiting again, its finished addresses kept. */
  async release(db: DbOrTx, id: string, attempt: number): Promise<void> {
    await db.update(generationTasks).set({ status: 'pending' }).where(owned(id, attempt));
  },

  /** A task whose job failed for good: failed with a reason instead of waiting forever. */
  async failUnfinished(db: DbOrTx, id: string, error: string): Promise<void> {
    await db
      .update(generationTasks)
      .set({ status: 'failed', error })
      .where(and(eq(generationTasks.id, id), inArray(generationTasks.status, ['pending', 'running'])));
  },

  async deleteFinishedBefore(db: DbOrTx, before: Date): Promise<void> {
    await db
      .delete(generationTasks)
      .where(
        and(inArray(generationTasks.status, ['completed', 'failed']), lt(generationTasks.updatedAt, before)),
      );
  },

  async setArticles(db: DbOrTx, id: string, list: GenerationArticle[]): Promise<void> {
    await db
      .update(generationTasks)
      .set({ articles: sql`${JSON.stringify(list)}::jsonb` })
      .where(eq(generationTasks.id, id));
  },

  async insertArticle(db: DbOrTx, article: NewArticle): Promise<{ id: string; slug: string; title: string }> {
    const [row] = await db
      .insert(articles)
      .values(article)
      .returning({ id: articles.id, slug: articles.slug, title: articles.title });
    return row!;
  },

  async articleExists(db: DbOrTx, id: string): Promise<boolean> {
    const rows = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, id)).limit(1);
    return rows.length > 0;
  },
};

function owned(id: string, attempt: number) {
  return and(
    eq(generationTasks.id, id),
    eq(generationTasks.attempts, attempt),
    eq(generationTasks.status, 'running'),
  );
}
