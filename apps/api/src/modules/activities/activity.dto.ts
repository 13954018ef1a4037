import { discountPercent } from '@ochre/shared/rules/discount';
import type { Activity, ActivitySummary } from '@ochre/shared/schemas/activities';
import { readActivitySetup } from '@ochre/shared/schemas/booking-setup';
import type { activities } from '../../db/schema/catalog';
import { dollars } from '../../lib/serialize';

export type ActivityRow = Omit<typeof activities.$inferSelect, 'searchDocument'>;

/** SPEC §3 Activity as a list gives it: dollars, `_id`, and the discount from the market price. */
export function toActivitySummary(row: ActivityRow): ActivitySummary {
  const price = dollars(row.priceCents) ?? 0;
  const marketPrice = dollars(row.marketPriceCents);
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    location: row.location,
    duration: row.duration,
    price,
    marketPrice,
    discountPercentage: discountPercent(price, marketPrice),
    currency: row.currency,
    rating: Math.round(row.ratingAvg * 10) / 10,
    numReviews: row.numReviews,
    images: row.images,
    shortDescription: row.shortDescription,
    tags: row.tags,
    minParticipants: row.minParticipants,
    maxParticipants: row.maxParticipants,
    difficulty: row.difficulty,
    isFeatured: row.isFeatured,
    capacityPerDate: row.capacityPerDate,
    sku: row.sku,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The whole SPEC §3 Activity, for its own page, booking and the back office. */
export function toActivityDto(row: ActivityRow): Activity {
  return {
    ...toActivitySummary(row),
    description: row.description,
    requirements: row.requirements,
    included: row.included,
    excluded: row.excluded,
    cancellationPolicy: row.cancellationPolicy,
    booking: readActivitySetup(row.booking),
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
  };
}
