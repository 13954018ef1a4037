import { z } from 'zod';
import { HOMEPAGE_SECTIONS } from '../constants';
import { generalSettingsTranslation, translationsOf } from './translations';

export const homepageSectionSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  order: z.number().int(),
});
export type HomepageSection = z.infer<typeof homepageSectionSchema>;
export type HomepageSectionName = (typeof HOMEPAGE_SECTIONS)[number];

const text = (max: number) => z.string().trim().max(max);
const url = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]);

export const generalSettingsSchema = z.strictObject({
  siteName: text(80).min(1),
  siteDescription: text(500),
  contactPhone: text(40),
  contactEmail: z.union([z.literal(''), z.email().max(254)]),
  address: z.strictObject({ street: text(200), city: text(100), state: text(100), postalCode: text(20) }),
  translations: translationsOf(generalSettingsTranslation).optional(),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

export const socialSettingsSchema = z.strictObject({
  facebook: url,
  twitter: url,
  instagram: url,
  youtube: url,
  instagramLogoUrl: z.string().max(500),
});
export type SocialSettings = z.infer<typeof socialSettingsSchema>;

/** What one US dollar buys in euros and dirhams, for showing prices (charges stay in dollars). */
const rate = z.number().positive().max(10_000);
export const currencySettingsSchema = z.strictObject({
  eurPerUsd: rate,
  madPerUsd: rate,
  asOf: z.iso.date(),
});
export type CurrencySettings = z.infer<typeof currencySettingsSchema>;

export const publicSettingsSchema = z.object({
  general: generalSettingsSchema,
  social: socialSettingsSchema,
  currency: currencySettingsSchema,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** Sections readable by anyone; every other settings section is for admins. */
export const PUBLIC_SETTINGS_SECTIONS = ['general', 'social', 'currency'] as const;
export const settingsSectionParams = z.strictObject({ section: z.string().trim().min(1).max(40) });

export const homepageSectionsBody = z
  .array(
    z.strictObject({
      name: z.enum(HOMEPAGE_SECTIONS),
      enabled: z.boolean(),
      order: z.number().int().min(1).max(999),
    }),
  )
  .min(1)
  .max(HOMEPAGE_SECTIONS.length)
  .refine((sections) => new Set(sections.map((s) => s.name)).size === sections.length, {
    message: 'Each section may appear once.',
  });
export type HomepageSectionsBody = z.infer<typeof homepageSectionsBody>;

/** Settings sections an admin edits from the back office, with the schema each must satisfy. */
export const EDITABLE_SETTINGS = {
  general: generalSettingsSchema,
  social: socialSettingsSchema,
  currency: currencySettingsSchema,
} as const;
export type EditableSettingsSection = keyof typeof EDITABLE_SETTINGS;
