import { z } from 'zod';
import { VIDEO_CATEGORIES } from '../constants';
import { isPlayableVideoAddress } from '../rules/video-embed';
import { requiredText } from './common';
import type { Product } from './products';
import { productTranslation, translationsOf, videoTranslation } from './translations';

export const catalogMessages = {
  slug: 'Use lowercase letters, digits and hyphens only.',
  money: 'Enter an amount in dollars with at most two decimals.',
  originalPrice: 'The original price must be higher than the price.',
  stock: 'Stock must be a whole number of 0 or more.',
  image: 'Use an uploaded picture or an https address.',
  embed: 'Paste an Instagram, YouTube or Vimeo address.',
} as const;

/** An address segment an admin may choose; left empty, the server makes one from the name. */
export const slugField = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, catalogMessages.slug),
]);

/** Pictures are our own uploads or https addresses. */
export const imageUrlField = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/uploads\/|https:\/\/)/, catalogMessages.image);

/** Dollars with at most two decimals (stored as cents). */
export const moneyField = z
  .number({ error: catalogMessages.money })
  .min(0, catalogMessages.money)
  .max(1_000_000, catalogMessages.money)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, catalogMessages.money);

const stockField = z
  .number({ error: catalogMessages.stock })
  .int(catalogMessages.stock)
  .min(0, catalogMessages.stock)
  .max(100_000, catalogMessages.stock);

export const keywordList = (max: number) => z.array(z.string().trim().min(1).max(60)).max(max);

/** A product as the back office saves it (SPEC §3 Product); on sale when the original price is higher. */
export const productInput = z
  .strictObject({
    name: requiredText(200),
    slug: slugField.default(''),
    description: z.string().trim().max(1000).default(''),
    longDescription: z.string().trim().max(20_000).default(''),
    price: moneyField,
    originalPrice: moneyField.nullable().default(null),
    images: z.array(imageUrlField).max(12).default([]),
    category: requiredText(80),
    brand: z.string().trim().max(80).default(''),
    sku: z.string().trim().max(64).default(''),
    countInStock: stockField,
    isFeatured: z.boolean().default(false),
    isPublished: z.boolean().default(false),
    seoTitle: z.string().trim().max(200).default(''),
    seoDescription: z.string().trim().max(500).default(''),
    seoKeywords: keywordList(30).default([]),
    translations: translationsOf(productTranslation).default({}),
  })
  .refine((p) => p.originalPrice === null || p.originalPrice > p.price, {
    message: catalogMessages.originalPrice,
    path: ['originalPrice'],
  });
export type ProductInput = z.input<typeof productInput>;

/** Quick changes from the products table. */
export const productPatch = z
  .strictObject({
    isPublished: z.boolean().optional(),
    isFeatured: z.boolean().optional(),
    countInStock: stockField.optional(),
  })
  .refine((p) => Object.keys(p).length > 0, { message: 'Nothing to change.' });
export type ProductPatch = z.infer<typeof productPatch>;

export const adminProductsQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['all', 'published', 'draft']).default('all'),
  stock: z.enum(['all', 'low', 'out']).default('all'),
  category: z.string().trim().max(80).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuery>;

/** A product as the back office sees it: also drafts, and how much it has been ordered. */
export interface AdminProduct extends Product {
  isPublished: boolean;
  soldCount: number;
  /** Orders (paid or not) that list it; they keep its name and price if it is deleted. */
  orderCount: number;
}

export const adminArticlesQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['all', 'published', 'draft']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminArticlesQuery = z.infer<typeof adminArticlesQuery>;

export const publishPatch = z.strictObject({ isPublished: z.boolean() });
export type PublishPatch = z.infer<typeof publishPatch>;

/** A short video: an Instagram, YouTube or Vimeo address and an uploaded thumbnail (SPEC §3 Social video). */
export const videoInput = z.strictObject({
  title: requiredText(200),
  description: z.string().trim().max(2000).default(''),
  category: z.enum(VIDEO_CATEGORIES),
  locationName: z.string().trim().max(120).default(''),
  embedUrl: z.string().trim().max(500).refine(isPlayableVideoAddress, catalogMessages.embed),
  thumbnailUrl: z.union([z.literal(''), imageUrlField]).default(''),
  instagramUrl: z.union([z.literal(''), z.url({ protocol: /^https$/ }).max(500)]).default(''),
  likes: z.number().int().min(0).max(1_000_000_000).default(0),
  comments: z.number().int().min(0).max(1_000_000_000).default(0),
  featured: z.boolean().default(false),
  isActive: z.boolean().default(true),
  translations: translationsOf(videoTranslation).default({}),
});
export type VideoInput = z.input<typeof videoInput>;

export const videoPatch = z
  .strictObject({ featured: z.boolean().optional(), isActive: z.boolean().optional() })
  .refine((p) => Object.keys(p).length > 0, { message: 'Nothing to change.' });
export type VideoPatch = z.infer<typeof videoPatch>;

/** Where an uploaded picture is kept. */
export const UPLOAD_FOLDERS = ['products', 'articles', 'videos', 'activities', 'travels'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
