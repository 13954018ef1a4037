import type { ActivitySort } from '@ochre/shared/schemas/activities';
import { and, asc, count, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities, activityColumns } from '../../db/schema/catalog';
import type { ActivityRow } from './activity.dto';

export interface ActivityFilters {
  /** A prepared full-text query (see products/search-terms.ts). */
  search?: string;
  category?: string;
  location?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  featured?: boolean;
}

/** Every order ends on the id, so pages never repeat or skip an activity. */
const ORDER_BY: Record<ActivitySort, SQL[]> = {
  featured: [desc(activities.isFeatured), desc(activities.ratingAvg), asc(activities.id)],
  rating: [desc(activities.ratingAvg), desc(activities.numReviews), asc(activities.id)],
  'price-low': [asc(activities.priceCents), asc(activities.id)],
  'price-high': [desc(activities.priceCents), asc(activities.id)],
  newest: [desc(activities.createdAt), asc(activities.id)],
};

function whereOf(filters: ActivityFilters): SQL | undefined {
  return and(
    eq(activities.isPublished, true),
    filters.search ? sql`${activities.searchDocument} @@ to_tsquery('simple', ${filters.search})` : undefined,
    filters.category ? eq(activities.category, filters.category) : undefined,
    filters.location ? eq(activities.location, filters.location) : undefined,
    filters.minPriceCents !== undefined ? gte(activities.priceCents, filters.minPriceCents) : undefined,
    filters.maxPriceCents !== undefined ? lte(activities.priceCents, filters.maxPriceCents) : undefined,
    filters.featured ? eq(activities.isFeatured, true) : undefined,
  );
}

export const activitiesRepository = {
  async list(
    db: DbOrTx,
    filters: ActivityFilters,
    sort: ActivitySort,
    limit: number,
    offset: number,
  ): Promise<{ rows: ActivityRow[]; total: number }> {
    const where = whereOf(filters);
    const [rows, [totals]] = await Promise.all([
      db
        .select(activityColumns)
        .from(activities)
        .where(where)
        .orderBy(...ORDER_BY[sort])
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(activities).where(where),
    ]);
    return { rows, total: totals?.n ?? 0 };
  },

  /** A published activity by its slug, or by its id when linked without one. */
  async findPublished(db: DbOrTx, slugOrId: string): Promise<ActivityRow | undefined> {
    const [row] = await db
      .select(activityColumns)
      .from(activities)
      .where(
        and(eq(activities.isPublished, true), or(eq(activities.slug, slugOrId), eq(activities.id, slugOrId))),
      )
      .orderBy(sql`${activities.slug} = ${slugOrId} desc`)
      .limit(1);
    return row;
  },

  async categories(db: DbOrTx): Promise<{ name: string; count: number }[]> {
    return db
      .select({ name: activities.category, count: count() })
      .from(activities)
      .where(eq(activities.isPublished, true))
      .groupBy(activities.category)
      .orderBy(asc(activities.category));
  },

  async locations(db: DbOrTx): Promise<{ name: string; count: number }[]> {
    return db
      .select({ name: activities.location, count: count() })
      .from(activities)
      .where(eq(activities.isPublished, true))
      .groupBy(activities.location)
      .orderBy(asc(activities.location));
  },
};
