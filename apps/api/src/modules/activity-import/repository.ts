import { eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/catalog';
import type { ActivityRow } from '../activities/activity.dto';

export type ActivityInsert = typeof activities.$inferInsert;

/** The activities an import file touches, found by slug or SKU and locked until the file is written. */
export const activityImportRepository = {
  async lockMatching(tx: DbOrTx, slugs: string[], skus: string[]): Promise<ActivityRow[]> {
    if (slugs.length === 0 && skus.length === 0) return [];
    return tx
      .select()
      .from(activities)
      .where(
        or(
          slugs.length ? inArray(activities.slug, slugs) : undefined,
          skus.length ? inArray(activities.sku, skus) : undefined,
        ),
      )
      .for('update');
  },

  async insert(tx: DbOrTx, values: ActivityInsert): Promise<ActivityRow> {
    const [row] = await tx.insert(activities).values(values).returning();
    return row as ActivityRow;
  },

  async update(tx: DbOrTx, id: string, values: Partial<ActivityInsert>): Promise<void> {
    await tx.update(activities).set(values).where(eq(activities.id, id));
  },
};
