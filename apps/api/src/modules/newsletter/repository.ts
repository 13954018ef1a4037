import { asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/content';
import { containing } from '../../lib/like';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export const newsletterRepository = {
  async insert(db: DbOrTx, email: string): Promise<void> {
    await db.insert(newsletterSubscribers).values({ email });
  },

  /** Newest first. */
  async list(db: DbOrTx, search: string | undefined, limit: number, offset: number) {
    const where = search ? ilike(newsletterSubscribers.email, containing(search)) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(newsletterSubscribers)
        .where(where)
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(newsletterSubscribers).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Everyone, oldest first, for the export. */
  async all(db: DbOrTx): Promise<SubscriberRow[]> {
    return db
      .select()
      .from(newsletterSubscribers)
      .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
  },

  async delete(db: DbOrTx, id: string): Promise<SubscriberRow | undefined> {
    const [row] = await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning();
    return row;
  },
};
