import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities, products, travelPrograms } from '../../db/schema/catalog';
import { articles, type REF_MODELS, reviews } from '../../db/schema/content';

type RefModel = (typeof REF_MODELS)[number];

const TABLES = {
  Product: products,
  Article: articles,
  Activity: activities,
  OrganizedTravel: travelPrograms,
} as const;

/**
 * Recomputes the average rating and review count of reviewed items from the reviews
 * themselves (all items of a model, or one), so the figures can never drift. Only approved
 * reviews count: the public sees no others.
 */
export async function refreshRatingAggregates(db: DbOrTx, refModel: RefModel, refId?: string): Promise<void> {
  const table = TABLES[refModel];
  const stats = sql`(
    select coalesce(round(avg(${reviews.rating})::numeric, 2), 0)::real as avg, count(*)::int as n
    from ${reviews}
    where ${reviews.refModel} = ${refModel} and ${reviews.refId} = ${table.id} and ${reviews.status} = 'approved'
  )`;
  await db
    .update(table)
    .set({
      ratingAvg: sql`(select avg from ${stats} s)`,
      numReviews: sql`(select n from ${stats} s)`,
    })
    .where(refId ? sql`${table.id} = ${refId}` : sql`true`);
}
