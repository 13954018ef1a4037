import type { Product } from '@ochre/shared/schemas/products';
import type { products } from '../../db/schema/catalog';
import { dollars } from '../../lib/serialize';

export type ProductRow = typeof products.$inferSelect;

/** SPEC §3 Product: dollars, `_id`, and both spellings of stock and rating. */
export function toProductDto(row: ProductRow): Product {
  const price = dollars(row.priceCents) ?? 0;
  const originalPrice = dollars(row.originalPriceCents);
  const rating = Math.round(row.ratingAvg * 10) / 10;
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    longDescription: row.longDescription,
    price,
    originalPrice,
    images: row.images,
    image: row.images[0] ?? '',
    category: row.category,
    brand: row.brand,
    sku: row.sku,
    rating,
    averageRating: rating,
    numReviews: row.numReviews,
    reviewCount: row.numReviews,
    countInStock: row.countInStock,
    stock: row.countInStock,
    inStock: row.countInStock > 0,
    isOnSale: originalPrice !== null && originalPrice > price,
    isFeatured: row.isFeatured,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
