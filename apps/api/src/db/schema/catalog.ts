import type { ActivityBookingSetupInput, TravelBookingSetupInput } from '@ochre/shared/schemas/booking-setup';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  cents,
  createdAt,
  id,
  searchDocument,
  stringList,
  translatedSearchText,
  translations,
  updatedAt,
} from './columns';

/** The translated fields a search reads, per table (with the English columns of its search index). */
export const PRODUCT_SEARCH_FIELDS = ['name', 'description'] as const;
export const ACTIVITY_SEARCH_FIELDS = ['name', 'location', 'shortDescription'] as const;

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
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** What a search reads: name, category, brand and description, in English and every translation. */
    searchDocument: searchDocument('search_document').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', ${products.name} || ' ' || ${products.category} || ' ' || ${products.brand} || ' ' || ${products.description} || ' ' || ${translatedSearchText(products.translations, PRODUCT_SEARCH_FIELDS)})`,
    ),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_category_idx').on(t.category),
    // Small (seven distinct values, deduplicated): the shop's counts and its category list read it alone.
    index('products_published_category_idx').on(t.category).where(sql`${t.isPublished}`),
    // One index per sort of the shop (repository ORDER_BY), in its exact order (DESC puts nulls
    // first there too), over published products: a page is read off the index however deep it
    // is. The filter columns trail the key, so filtered lists and counts need the index alone.
    index('products_sort_featured_idx')
      .on(
        t.isFeatured.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id,
        t.category,
        t.priceCents,
        t.ratingAvg,
        t.countInStock,
      )
      .where(sql`${t.isPublished}`),
    index('products_sort_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id, t.category, t.priceCents, t.ratingAvg, t.countInStock)
      .where(sql`${t.isPublished}`),
    index('products_sort_price_low_idx')
      .on(t.priceCents, t.id, t.category, t.ratingAvg, t.countInStock)
      .where(sql`${t.isPublished}`),
    index('products_sort_price_high_idx')
      .on(t.priceCents.desc().nullsFirst(), t.id, t.category, t.ratingAvg, t.countInStock)
      .where(sql`${t.isPublished}`),
    index('products_sort_rating_idx')
      .on(
        t.ratingAvg.desc().nullsFirst(),
        t.numReviews.desc().nullsFirst(),
        t.id,
        t.category,
        t.priceCents,
        t.countInStock,
      )
      .where(sql`${t.isPublished}`),
    index('products_sort_popular_idx')
      .on(
        t.soldCount.desc().nullsFirst(),
        t.numReviews.desc().nullsFirst(),
        t.id,
        t.category,
        t.priceCents,
        t.ratingAvg,
        t.countInStock,
      )
      .where(sql`${t.isPublished}`),
    index('products_search_document_idx').using('gin', t.searchDocument),
    check('products_stock_non_negative', sql`${t.countInStock} >= 0`),
    check('products_price_non_negative', sql`${t.priceCents} >= 0`),
  ],
);

const { searchDocument: _productSearchedOnly, ...productReadColumns } = getTableColumns(products);
/** A product as it is read: every column but the search document, which only searches use. */
export const productColumns = productReadColumns;

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
    /** Departure times, weekdays, blackouts, seasons, traveller types, pickup and extras (issue 15). */
    booking: jsonb('booking').$type<ActivityBookingSetupInput>().notNull().default({}),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoKeywords: stringList('seo_keywords'),
    sku: text('sku'),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** What a search reads: name, category, location and summary, in English and every translation. */
    searchDocument: searchDocument('search_document').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', ${activities.name} || ' ' || ${activities.category} || ' ' || ${activities.location} || ' ' || ${activities.shortDescription} || ' ' || ${translatedSearchText(activities.translations, ACTIVITY_SEARCH_FIELDS)})`,
    ),
  },
  (t) => [
    uniqueIndex('activities_slug_key').on(t.slug),
    uniqueIndex('activities_sku_key').on(t.sku),
    index('activities_category_idx').on(t.category),
    index('activities_location_idx').on(t.location),
    index('activities_price_idx').on(t.priceCents),
    index('activities_featured_idx').on(t.isFeatured),
    index('activities_search_document_idx').using('gin', t.searchDocument),
    check(
      'activities_participants_range',
      sql`${t.minParticipants} >= 1 AND ${t.maxParticipants} >= ${t.minParticipants}`,
    ),
  ],
);

const { searchDocument: _activitySearchedOnly, ...activityReadColumns } = getTableColumns(activities);
/** An activity as it is read: every column but the search document, which only searches use. */
export const activityColumns = activityReadColumns;

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
    /** Traveller types and fixed departures (issue 15). */
    booking: jsonb('booking').$type<TravelBookingSetupInput>().notNull().default({}),
    ratingAvg: real('rating_avg').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoKeywords: stringList('seo_keywords'),
    sku: text('sku'),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('travel_programs_destination_key').on(t.destination),
    uniqueIndex('travel_programs_sku_key').on(t.sku),
  ],
);
