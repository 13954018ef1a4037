import { readTravelSetup } from '@ochre/shared/schemas/booking-setup';
import type { TravelProgram } from '@ochre/shared/schemas/travels';
import type { travelPrograms } from '../../db/schema/catalog';
import { dollars } from '../../lib/serialize';

export type TravelProgramRow = typeof travelPrograms.$inferSelect;

/** SPEC §3 Organized travel program: dollars per person and `_id`. */
export function toTravelProgramDto(row: TravelProgramRow): TravelProgram {
  return {
    _id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    destination: row.destination,
    price: dollars(row.priceCents) ?? 0,
    currency: row.currency,
    duration: row.duration,
    maxGroupSize: row.maxGroupSize,
    heroImage: row.heroImage,
    gallery: row.gallery,
    description: row.description,
    itinerary: [...row.itinerary].sort((a, b) => a.day - b.day),
    rating: Math.round(row.ratingAvg * 10) / 10,
    numReviews: row.numReviews,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    sku: row.sku,
    booking: readTravelSetup(row.booking),
    translations: row.translations,
  };
}
