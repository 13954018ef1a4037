import type { Product } from '@ochre/shared/schemas/products';
import { absoluteUrl, localizedUrl } from '../../lib/head';
import type { Lang } from '../../lib/i18n';

/** schema.org Product for search engines: price in USD, availability and the rating (SPEC §2 Product detail). */
/** In the page's language: the offer links to the same page's version in it. */
export function productJsonLd(
  product: Product,
  publicUrl: string,
  lang: Lang = 'en',
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.seoDescription || product.description,
    image: product.images.map((src) => absoluteUrl(publicUrl, src)),
    sku: product.sku ?? product._id,
    category: product.category,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: localizedUrl(publicUrl, lang, `/products/${product.slug || product._id}`),
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: product.countInStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.numReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.numReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
