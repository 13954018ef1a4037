import type { Activity } from '@ochre/shared/schemas/activities';
import { absoluteUrl, localizedUrl } from '../../lib/head';
import type { Lang } from '../../lib/i18n';

/**
 * schema.org Product for search engines (SPEC §2 Activity detail: product
 * structured data): the price per person in USD, the rating, and where it happens.
 */
export function activityJsonLd(
  activity: Activity,
  publicUrl: string,
  lang: Lang = 'en',
): Record<string, unknown> {
  const url = localizedUrl(publicUrl, lang, `/activities/${activity.slug || activity._id}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: activity.name,
    description: activity.seoDescription || activity.shortDescription,
    image: activity.images.map((src) => absoluteUrl(publicUrl, src)),
    sku: activity.sku ?? activity._id,
    category: activity.category,
    url,
    ...(activity.seoKeywords.length ? { keywords: activity.seoKeywords.join(', ') } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: activity.price.toFixed(2),
      priceCurrency: activity.currency || 'USD',
      availability: 'https://schema.org/InStock',
      areaServed: { '@type': 'Place', name: `${activity.location}, Marrakech` },
    },
    ...(activity.numReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: activity.rating,
            reviewCount: activity.numReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
