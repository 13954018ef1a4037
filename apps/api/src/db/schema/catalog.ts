import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt, id, stringList, updatedAt } from './columns';

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    longDescription: text('long_description').notNull().default(''),
    priceCents: cents('price_cents').notNull(),
    originalPriceCents: cents('original_price_cents'),
    images: stringList('images'),
    category: text('category').notNull(),
    brand: text('brand').notNull().default(''),
    sku: text('sku'),
    countInStock: integer('count_in_stock').notNull().default(0),
    ratingAvg: real('rating_avg').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    /** Units sold on paid orders, for the "popular" sort. */
    soldCount: integer('sold_count').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoKeywords: stringList('seo_keywords'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_category_idx').on(t.category),
    index('products_price_idx').on(t.priceCents),
    index('products_rating_idx').on(t.ratingAvg),
    index('products_created_idx').on(t.createdAt),
    index('products_featured_idx').on(t.isFeatured),
    index('products_sold_idx').on(t.soldCount),
    index('products_search_idx').using(
      'gin',
      sql`to_tsvector('simple', ${t.name} || ' ' || ${t.category} || ' ' || ${t.brand} || ' ' || ${t.description})`,
    ),
    check('products_stock_non_negative', sql`${t.countInStock} >= 0`),
    check('products_price_non_negative', sql`${t.priceCents} >= 0`),
  ],
);

export const activities = pgTable(
  'activities',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    location: text('location').notNull(),
    duration: text('duration').notNull().default(''),
    priceCents: cents('price_cents').notNull(),
    marketPriceCents: cents('market_price_cents'),
    currency: text('currency').notNull().default('USD'),
    ratingAvg: real('rating_avg').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    images: stringList('images'),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    tags: stringList('tags'),
    minParticipants: integer('min_participants').notNull().default(1),
    maxParticipants: integer('max_participants').notNull().default(10),
    difficulty: text('difficulty', { enum: ['easy', 'moderate', 'challenging'] })
      .notNull()
      .default('easy'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    requirements: stringList('requirements'),
    included: stringList('included'),
    excluded: stringList('excluded'),
    cancellationPolicy: text('cancellation_policy').notNull().default(''),
    /** Places per calendar date; null means unlimited. */
    capacityPerDate: integer('capacity_per_date'),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoKeywords: stringList('seo_keywords'),
    sku: text('sku'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('activities_slug_key').on(t.slug),
    uniqueIndex('activities_sku_key').on(t.sku),
    index('activities_category_idx').on(t.category),
    index('activities_location_idx').on(t.location),
    index('activities_price_idx').on(t.priceCents),
    index('activities_featured_idx').on(t.isFeatured),
    index('activities_search_idx').using(
      'gin',
      sql`to_tsvector('simple', ${t.name} || ' ' || ${t.category} || ' ' || ${t.location} || ' ' || ${t.shortDescription})`,
    ),
    check(
      'activities_participants_range',
      sql`${t.minParticipants} >= 1 AND ${t.maxParticipants} >= ${t.minParticipants}`,
    ),
  ],
);

export interface ItineraryDay {
  day: number;
  title: string;
  description: string;
  activities: string[];
}

export const travelPrograms = pgTable(
  'travel_programs',
  {
    id: id(),
    destination: text('destination').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    priceCents: cents('price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    duration: text('duration').notNull().default(''),
    maxGroupSize: integer('max_group_size').notNull().default(10),
    heroImage: text('hero_image').notNull().default(''),
    gallery: stringList('gallery'),
    description: text('description').notNull().default(''),
    itinerary: jsonb('itinerary').$type<ItineraryDay[]>().notNull().default([]),
    ratingAvg: real('rating_avg').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoKeywords: stringList('seo_keywords'),
    sku: text('sku'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('travel_programs_destination_key').on(t.destination),
    uniqueIndex('travel_programs_sku_key').on(t.sku),
  ],
);
