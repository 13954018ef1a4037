import type { Product } from '@ochre/shared/schemas/products';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld';

const product = {
  _id: 'p1',
  name: 'Brass Star Lantern',
  slug: 'brass-star-lantern',
  description: 'A lantern.',
  seoDescription: 'Hand-pierced brass lantern.',
  images: ['/uploads/demo/products/brass-star-lantern-1.webp'],
  sku: 'OCH-DEC-001',
  category: 'Home Decor',
  brand: 'Haddadine',
  price: 68,
  countInStock: 0,
  rating: 4.8,
  numReviews: 12,
} as Product;

describe('product structured data', () => {
  it('describes the offer in USD with availability and the rating', () => {
    expect(productJsonLd(product, 'https://ochre.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Brass Star Lantern',
      description: 'Hand-pierced brass lantern.',
      image: ['https://ochre.example/uploads/demo/products/brass-star-lantern-1.webp'],
      sku: 'OCH-DEC-001',
      category: 'Home Decor',
      brand: { '@type': 'Brand', name: 'Haddadine' },
      offers: {
        '@type': 'Offer',
        url: 'https://ochre.example/products/brass-star-lantern',
        price: '68.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.8,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('leaves the rating out until someone has reviewed it', () => {
    expect(productJsonLd({ ...product, numReviews: 0 }, 'https://ochre.example')).not.toHaveProperty(
      'aggregateRating',
    );
  });
});
