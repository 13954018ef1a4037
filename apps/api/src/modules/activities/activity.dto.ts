import { discountPercent } from '@ochre/shared/rules/discount';
import type { Activity } from '@ochre/shared/schemas/activities';
import { readActivitySetup } from '@ochre/shared/schemas/booking-setup';
import type { activities } from '../../db/schema/catalog';
import { dollars } from '../../lib/serialize';

export type ActivityRow = typeof activities.$inferSelect;

/** SPEC §3 Activity: dollars, `_id`, and the discount from the market price. */
export function toActivityDto(row: ActivityRow): Activity {
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
    description: row.description,
    tags: row.tags,
    minParticipants: row.minParticipants,
    maxParticipants: row.maxParticipants,
    difficulty: row.difficulty,
    isFeatured: row.isFeatured,
    requirements: row.requirements,
    included: row.included,
    excluded: row.excluded,
    cancellationPolicy: row.cancellationPolicy,
    capacityPerDate: row.capacityPerDate,
    booking: readActivitySetup(row.booking),
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    sku: row.sku,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
