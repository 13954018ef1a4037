import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articles, type GenerationArticle, generationTasks } from '../../db/schema/content';

export type TaskRow = typeof generationTasks.$inferSelect;
type NewArticle = typeof articles.$inferInsert;

const leaseEnd = (leaseMs: number) => sql`now() + ${leaseMs}::int * interval '1 millisecond'`;
const leaseLapsed = sql`coalesce(${generationTasks.leaseUntil}, '-infinity'::timestamptz) < now()`;

/**
 * Tasks and their leases. A worker's writes name the attempt it claimed
 * (`attempts` doubles as a fencing token): once another worker has reclaimed a
 * task, the old worker's late writes change nothing.
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

  /** The oldest waiting task, or one whose worker's lease lapsed, now leased to the caller. */
  async claimNext(db: DbOrTx, leaseMs: number, maxAttempts: number): Promise<TaskRow | undefined> {
    const next = db
      .select({ id: generationTasks.id })
      .from(generationTasks)
      .where(
        and(
          or(eq(generationTasks.status, 'pending'), and(eq(generationTasks.status, 'running'), leaseLapsed)),
          lt(generationTasks.attempts, maxAttempts),
        ),
      )
      .orderBy(asc(generationTasks.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(generationTasks)
      .set({
        status: 'running',
        attempts: sql`${generationTasks.attempts} + 1`,
        leaseUntil: leaseEnd(leaseMs),
      })
      .where(and(inArray(generationTasks.id, next), or(eq(generationTasks.status, 'pending'), leaseLapsed)))
      .returning();
    return row;
  },

  async renewLease(db: DbOrTx, id: string, attempt: number, leaseMs: number): Promise<boolean> {
    const rows = await db
      .update(generationTasks)
      .set({ leaseUntil: leaseEnd(leaseMs) })
      .where(owned(id, attempt))
      .returning({ id: generationTasks.id });
    return rows.length > 0;
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
      .set({ ...outcome, progress: 100, leaseUntil: null })
      .where(owned(id, attempt))
      .returning({ id: generationTasks.id });
    return rows.length > 0;
  },

  /** A clean shutdown hands the task back untouched: waiting again, the attempt not counted. */
  async release(db: DbOrTx, id: string, attempt: number): Promise<void> {
    await db
      .update(generationTasks)
      .set({
        status: 'pending',
        leaseUntil: null,
        attempts: sql`greatest(${generationTasks.attempts} - 1, 0)`,
      })
      .where(owned(id, attempt));
  },

  /** Tasks whose workers died too often: failed with a reason instead of running forever. */
  async failAbandoned(db: DbOrTx, maxAttempts: number, error: string): Promise<number> {
    const rows = await db
      .update(generationTasks)
      .set({ status: 'failed', error, leaseUntil: null })
      .where(
        and(
          or(eq(generationTasks.status, 'pending'), eq(generationTasks.status, 'running')),
          sql`${generationTasks.attempts} >= ${maxAttempts}::int`,
          or(eq(generationTasks.status, 'pending'), leaseLapsed),
        ),
      )
      .returning({ id: generationTasks.id });
    return rows.length;
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
