import type { Product, ProductSummary } from '@ochre/shared/schemas/products';
import type { products } from '../../db/schema/catalog';
import { dollars } from '../../lib/serialize';

export type ProductRow = Omit<typeof products.$inferSelect, 'searchDocument'>;

/** SPEC §3 Product as a list gives it: dollars, `_id`, and both spellings of stock and rating. */
export function toProductSummary(row: ProductRow): ProductSummary {
  const price = dollars(row.priceCents) ?? 0;
  const originalPrice = dollars(row.originalPriceCents);
  const rating = Math.round(row.ratingAvg * 10) / 10;
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
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
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The whole SPEC §3 Product, for its own page and the back office. */
export function toProductDto(row: ProductRow): Product {
  return {
    ...toProductSummary(row),
    longDescription: row.longDescription,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
  };
}
