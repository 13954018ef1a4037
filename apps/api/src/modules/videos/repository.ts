import type { VideoCategory } from '@ochre/shared/schemas/videos';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { socialVideos } from '../../db/schema/content';
import { containing } from '../../lib/like';

export type VideoRow = typeof socialVideos.$inferSelect;

export interface VideoFilter {
  /** true: only active videos; false: only hidden ones; undefined: both. */
  active: boolean | undefined;
  category: VideoCategory | undefined;
  featured: boolean | undefined;
  terms: string[];
}

function where(filter: VideoFilter): SQL | undefined {
  return and(
    filter.active === undefined ? undefined : eq(socialVideos.isActive, filter.active),
    filter.category ? eq(socialVideos.category, filter.category) : undefined,
    filter.featured === undefined ? undefined : eq(socialVideos.featured, filter.featured),
    ...filter.terms.map((term) =>
      or(
        ilike(socialVideos.title, containing(term)),
        ilike(socialVideos.description, containing(term)),
        ilike(socialVideos.locationName, containing(term)),
      ),
    ),
  );
}

export const videosRepository = {
  async list(db: DbOrTx, filter: VideoFilter, limit: number, offset: number): Promise<VideoRow[]> {
    return db
      .select()
      .from(socialVideos)
      .where(where(filter))
      .orderBy(desc(socialVideos.createdAt), desc(socialVideos.id))
      .limit(limit)
      .offset(offset);
  },

  async count(db: DbOrTx, filter: VideoFilter): Promise<number> {
    const [row] = await db.select({ n: count() }).from(socialVideos).where(where(filter));
    return row?.n ?? 0;
  },

  async findById(db: DbOrTx, id: string): Promise<VideoRow | undefined> {
    const [row] = await db.select().from(socialVideos).where(eq(socialVideos.id, id)).limit(1);
    return row;
  },

  /** The video, locked until the transaction ends. */
  async lock(db: DbOrTx, id: string): Promise<VideoRow | undefined> {
    const [row] = await db.select().from(socialVideos).where(eq(socialVideos.id, id)).for('update');
    return row;
  },

  async insert(db: DbOrTx, values: typeof socialVideos.$inferInsert): Promise<VideoRow> {
    const [row] = await db.insert(socialVideos).values(values).returning();
    return row!;
  },

  async update(db: DbOrTx, id: string, values: Partial<typeof socialVideos.$inferInsert>): Promise<VideoRow> {
    const [row] = await db.update(socialVideos).set(values).where(eq(socialVideos.id, id)).returning();
    return row!;
  },

  async delete(db: DbOrTx, id: string): Promise<void> {
    await db.delete(socialVideos).where(eq(socialVideos.id, id));
  },
};
