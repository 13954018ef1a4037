import { z } from 'zod';
import { imageUrlField, keywordList, moneyField, slugField } from './admin-catalog';
import { travelBookingSetup } from './booking-setup';
import { requiredText } from './common';
import { translationsOf, travelTranslation } from './translations';
import type { TravelProgram } from './travels';

export const travelMessages = {
  groupSize: 'Enter a whole number of people from 1 to 100.',
  noDays: 'Add at least one day to the itinerary.',
} as const;

/** One day of the itinerary; its number is its place in the list (the server numbers the days). */
export const itineraryDayInput = z.strictObject({
  title: requiredText(200),
  description: z.string().trim().max(5000).default(''),
  activities: z.array(z.string().trim().min(1).max(120)).max(20).default([]),
});
export type ItineraryDayInput = z.input<typeof itineraryDayInput>;

/** An organized travel program as the back office saves it (SPEC §3); the price is per person, in dollars. */
export const travelInput = z.strictObject({
  title: requiredText(200),
  /** The program's address, /travels/{destination}; left empty, the server makes one from the title. */
  destination: slugField.default(''),
  sku: z.string().trim().max(64).default(''),
  subtitle: z.string().trim().max(300).default(''),
  price: moneyField,
  duration: z.string().trim().max(80).default(''),
  maxGroupSize: z
    .number({ error: travelMessages.groupSize })
    .int(travelMessages.groupSize)
    .min(1, travelMessages.groupSize)
    .max(100, travelMessages.groupSize),
  heroImage: z.union([z.literal(''), imageUrlField]).default(''),
  gallery: z.array(imageUrlField).max(24).default([]),
  description: z.string().trim().max(20_000).default(''),
  itinerary: z.array(itineraryDayInput).min(1, travelMessages.noDays).max(60),
  /** Traveller types and fixed departures (issue 15). */
  booking: travelBookingSetup.default(travelBookingSetup.parse({})),
  isPublished: z.boolean().default(false),
  seoTitle: z.string().trim().max(200).default(''),
  seoDescription: z.string().trim().max(500).default(''),
  seoKeywords: keywordList(30).default([]),
  translations: translationsOf(travelTranslation).default({}),
});
export type TravelInput = z.input<typeof travelInput>;
export type SavedTravel = z.output<typeof travelInput>;

export const travelPatch = z.strictObject({ isPublished: z.boolean() });
export type TravelPatch = z.infer<typeof travelPatch>;

export const adminTravelsQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['all', 'published', 'draft']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminTravelsQuery = z.infer<typeof adminTravelsQuery>;

/** A travel program as the back office sees it: drafts too, and how many reservations it has. */
export interface AdminTravelProgram extends TravelProgram {
  isPublished: boolean;
  /** Reservations of any status; a program that has some is kept (unpublished) rather than deleted. */
  reservationCount: number;
  updatedAt: string;
}
