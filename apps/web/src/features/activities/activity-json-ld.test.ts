import type { Activity } from '@ochre/shared/schemas/activities';
import { describe, expect, it } from 'vitest';
import { activityJsonLd } from './activity-json-ld';

const activity = {
  _id: 'a1',
  slug: 'sunrise-balloon',
  name: 'Sunrise Balloon',
  category: 'Adventure',
  location: 'Palmeraie',
  price: 195,
  currency: 'USD',
  rating: 4.9,
  numReviews: 12,
  images: ['/uploads/demo/activities/balloon-1.webp'],
  shortDescription: 'Float over the palm groves.',
  seoDescription: '',
  seoKeywords: ['balloon'],
  sku: 'OCH-ACT-001',
} as Activity;

describe('activity structured data', () => {
  it('describes a product with its price in USD, absolute links and its rating', () => {
    expect(activityJsonLd(activity, 'https://ochre.example')).toMatchObject({
      '@type': 'Product',
      name: 'Sunrise Balloon',
      description: 'Float over the palm groves.',
      image: ['https://ochre.example/uploads/demo/activities/balloon-1.webp'],
      sku: 'OCH-ACT-001',
      offers: {
        '@type': 'Offer',
        price: '195.00',
        priceCurrency: 'USD',
        url: 'https://ochre.example/activities/sunrise-balloon',
      },
      aggregateRating: { ratingValue: 4.9, reviewCount: 12 },
    });
  });

  it('leaves the rating out until someone has reviewed it', () => {
    expect(activityJsonLd({ ...activity, numReviews: 0 }, 'https://ochre.example')).not.toHaveProperty(
      'aggregateRating',
    );
  });
});
