import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/content';
import { containing } from '../../lib/like';

export const auditRepository = {
  async insert(db: DbOrTx, entry: typeof auditLog.$inferInsert): Promise<void> {
    await db.insert(auditLog).values(entry);
  },

  async list(db: DbOrTx, filter: { search?: string; entity?: string }, limit: number, offset: number) {
    const conditions: SQL[] = [];
    if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
    if (filter.search) {
      const pattern = containing(filter.search);
      conditions.push(
        or(
          ilike(auditLog.action, pattern),
          ilike(auditLog.actorEmail, pattern),
          ilike(auditLog.entityId, pattern),
        )!,
      );
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(auditLog).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};
