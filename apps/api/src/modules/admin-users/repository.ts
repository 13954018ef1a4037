import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { containing } from '../../lib/like';

export const adminUsersRepository = {
  async list(
    db: DbOrTx,
    filter: { search?: string; role: 'all' | 'admin' | 'customer' },
    limit: number,
    offset: number,
  ) {
    const conditions: SQL[] = [];
    if (filter.role !== 'all') conditions.push(eq(users.isAdmin, filter.role === 'admin'));
    if (filter.search) {
      const pattern = containing(filter.search);
      conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.isAdmin), asc(users.name))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Admin ids, locked until the transaction ends so two demotions cannot both pass the last-admin check. */
  async lockAdminIds(db: DbOrTx): Promise<string[]> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for('update');
    return rows.map((r) => r.id);
  },
};
