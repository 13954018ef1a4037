import { z } from 'zod';
import { CONTENT_LANGS, TRANSLATION_LANGS } from '../constants';

const text = (max: number) => z.string().trim().max(max).optional();
const lines = z.array(z.string().trim().min(1).max(500)).max(50).optional();

/** The fields of each kind of content that have a version per language (English in the item's own). */
export const productTranslation = z.strictObject({
  name: text(200),
  description: text(1000),
  longDescription: text(20_000),
  seoTitle: text(200),
  seoDescription: text(500),
});

export const activityTranslation = z.strictObject({
  name: text(200),
  location: text(120),
  duration: text(60),
  shortDescription: text(500),
  description: text(10_000),
  requirements: lines,
  included: lines,
  excluded: lines,
  cancellationPolicy: text(2000),
  seoTitle: text(200),
  seoDescription: text(500),
});

export const itineraryDayTranslation = z.strictObject({
  title: text(200),
  description: text(5000),
  activities: lines,
});

export const travelTranslation = z.strictObject({
  title: text(200),
  subtitle: text(300),
  duration: text(60),
  description: text(20_000),
  itinerary: z.array(itineraryDayTranslation).max(60).optional(),
  seoTitle: text(200),
  seoDescription: text(500),
});

export const articleTranslation = z.strictObject({
  title: text(300),
  content: text(200_000),
  metaTitle: text(200),
  metaDescription: text(500),
});

export const videoTranslation = z.strictObject({
  title: text(200),
  description: text(2000),
  locationName: text(200),
});

export const generalSettingsTranslation = z.strictObject({
  siteDescription: text(500),
});

/** An item's translations as the back office sends them: any of French, Spanish and Arabic. */
export const translationsOf = <Shape extends z.ZodRawShape>(one: z.ZodObject<Shape>) =>
  z.strictObject({ fr: one.optional(), es: one.optional(), ar: one.optional() });

/** The fields each editor shows in its language tabs, in the order it shows them. */
export const TRANSLATED_FIELDS = {
  product: Object.keys(productTranslation.shape),
  activity: Object.keys(activityTranslation.shape),
  travel: Object.keys(travelTranslation.shape),
  article: Object.keys(articleTranslation.shape),
  video: Object.keys(videoTranslation.shape),
  general: Object.keys(generalSettingsTranslation.shape),
} as const;
export type TranslatedKind = keyof typeof TRANSLATED_FIELDS;

/** `?lang=` on any API read (CONTRACT "Languages in addresses"). */
export const langParam = z.enum(CONTENT_LANGS);

/** Ask the configured writer for the languages an item still lacks. */
export const draftTranslationBody = z.strictObject({
  /** The English fields, as the editor holds them now. */
  fields: z.record(
    z.string().max(40),
    z.union([
      z.string().max(200_000),
      z.array(z.string().max(2000)).max(60),
      z
        .array(
          z.record(
            z.string().max(40),
            z.union([z.string().max(5000), z.array(z.string().max(500)).max(50), z.number()]),
          ),
        )
        .max(60),
    ]),
  ),
  languages: z.array(z.enum(TRANSLATION_LANGS)).min(1).max(TRANSLATION_LANGS.length),
  /** HTML fields (an article's body) that must come back as HTML. */
  html: z.array(z.string().max(40)).max(10).default([]),
});
export type DraftTranslationBody = z.input<typeof draftTranslationBody>;

export const translationWriterStatus = z.object({
  available: z.boolean(),
  /** Why the Draft translation button is off, when it is. */
  reason: z.string().nullable(),
});
export type TranslationWriterStatus = z.infer<typeof translationWriterStatus>;
