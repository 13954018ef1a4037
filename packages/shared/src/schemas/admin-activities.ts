import { z } from 'zod';
import { type Activity, DIFFICULTIES } from './activities';
import { imageUrlField, keywordList, moneyField, slugField } from './admin-catalog';
import { activityBookingSetup } from './booking-setup';
import { requiredText } from './common';
import { activityTranslation, translationsOf } from './translations';

export const activityMessages = {
  marketPrice: 'The market price must be higher than the price.',
  participants: 'Enter a whole number from 1 to 100.',
  maxParticipants: 'The largest group must be at least the smallest group.',
  capacity: 'Enter a whole number of places from 1 to 10,000, or leave it empty for unlimited places.',
  capacityBelowGroup: 'Places per date must be at least the smallest group.',
  capacityBooked:
    'More places are already booked on a coming date. Raise the number, or move or cancel those reservations first.',
} as const;

const participants = z
  .number({ error: activityMessages.participants })
  .int(activityMessages.participants)
  .min(1, activityMessages.participants)
  .max(100, activityMessages.participants);

/** Requirements, what is included or not: one short sentence per item. */
export const lineList = (max: number) => z.array(z.string().trim().min(1).max(300)).max(max);

/** An activity as the back office saves it (SPEC §3 Activity); prices in dollars, on sale when the market price is higher. */
export const activityInput = z
  .strictObject({
    name: requiredText(200),
    slug: slugField.default(''),
    sku: z.string().trim().max(64).default(''),
    category: requiredText(80),
    location: requiredText(80),
    duration: z.string().trim().max(80).default(''),
    price: moneyField,
    marketPrice: moneyField.nullable().default(null),
    shortDescription: z.string().trim().max(500).default(''),
    description: z.string().trim().max(20_000).default(''),
    images: z.array(imageUrlField).max(12).default([]),
    tags: keywordList(20).default([]),
    minParticipants: participants,
    maxParticipants: participants,
    difficulty: z.enum(DIFFICULTIES),
    requirements: lineList(30).default([]),
    included: lineList(30).default([]),
    excluded: lineList(30).default([]),
    cancellationPolicy: z.string().trim().max(2000).default(''),
    /** Places per calendar date; null takes any number of people. */
    capacityPerDate: z
      .number({ error: activityMessages.capacity })
      .int(activityMessages.capacity)
      .min(1, activityMessages.capacity)
      .max(10_000, activityMessages.capacity)
      .nullable()
      .default(null),
    /** Departure times, weekdays, closed dates, seasons, traveller types, pickup and extras (issue 15). */
    booking: activityBookingSetup.default(activityBookingSetup.parse({})),
    isFeatured: z.boolean().default(false),
    isPublished: z.boolean().default(false),
    seoTitle: z.string().trim().max(200).default(''),
    seoDescription: z.string().trim().max(500).default(''),
    seoKeywords: keywordList(30).default([]),
    translations: translationsOf(activityTranslation).default({}),
  })
  .refine((a) => a.marketPrice === null || a.marketPrice > a.price, {
    message: activityMessages.marketPrice,
    path: ['marketPrice'],
  })
  .refine((a) => a.maxParticipants >= a.minParticipants, {
    message: activityMessages.maxParticipants,
    path: ['maxParticipants'],
  })
  .refine((a) => a.capacityPerDate === null || a.capacityPerDate >= a.minParticipants, {
    message: activityMessages.capacityBelowGroup,
    path: ['capacityPerDate'],
  });
export type ActivityInput = z.input<typeof activityInput>;
export type SavedActivity = z.output<typeof activityInput>;

/** Quick changes from the activities table. */
export const activityPatch = z
  .strictObject({ isPublished: z.boolean().optional(), isFeatured: z.boolean().optional() })
  .refine((p) => Object.keys(p).length > 0, { message: 'Nothing to change.' });
export type ActivityPatch = z.infer<typeof activityPatch>;

export const adminActivitiesQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['all', 'published', 'draft']).default('all'),
  category: z.string().trim().max(80).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminActivitiesQuery = z.infer<typeof adminActivitiesQuery>;

/** An activity as the back office sees it: drafts too, and what its reservations hold. */
export interface AdminActivity extends Activity {
  isPublished: boolean;
  /** Reservations of any status; an activity that has some is kept (unpublished) rather than deleted. */
  reservationCount: number;
  /** The coming date (today or later, Marrakech) with the most places booked, if any. */
  busiestDate: { date: string; persons: number } | null;
}
