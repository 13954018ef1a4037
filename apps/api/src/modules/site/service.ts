import { DEFAULT_CURRENCY_SETTINGS } from '@ochre/shared/rules/display-currency';
import {
  type CurrencySettings,
  EDITABLE_SETTINGS,
  type GeneralSettings,
  type HomepageSection,
  type HomepageSectionsBody,
  PUBLIC_SETTINGS_SECTIONS,
  type PublicSettings,
  type SocialSettings,
} from '@ochre/shared/schemas/site';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { Forbidden, InvalidData, NotFound } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import { siteRepository } from './repository';

export const DEFAULT_GENERAL: GeneralSettings = {
  siteName: 'Ochre',
  siteDescription: '',
  contactPhone: '',
  contactEmail: '',
  address: { street: '', city: 'Marrakech', state: '', postalCode: '' },
};

export const DEFAULT_SOCIAL: SocialSettings = {
  facebook: '',
  twitter: '',
  instagram: '',
  youtube: '',
  instagramLogoUrl: '',
};

const isPublic = (section: string) => (PUBLIC_SETTINGS_SECTIONS as readonly string[]).includes(section);

export function createSiteService({ db, audit }: { db: Db; audit: AuditService }) {
  return {
    async publicSettings(): Promise<PublicSettings> {
      const [general, social, currency] = await Promise.all([
        siteRepository.settingsSection(db, 'general'),
        siteRepository.settingsSection(db, 'social'),
        siteRepository.settingsSection(db, 'currency'),
      ]);
      return {
        general: { ...DEFAULT_GENERAL, ...(general as Partial<GeneralSettings> | undefined) },
        social: { ...DEFAULT_SOCIAL, ...(social as Partial<SocialSettings> | undefined) },
        currency: { ...DEFAULT_CURRENCY_SETTINGS, ...(currency as Partial<CurrencySettings> | undefined) },
      };
    },

    /** Public sections for anyone; every other section for admins only. */
    async settingsSection(section: string, isAdmin: boolean): Promise<Record<string, unknown>> {
      if (!isPublic(section) && !isAdmin) throw new Forbidden('These settings are for administrators.');
      if (isPublic(section)) return (await this.publicSettings())[section as keyof PublicSettings];
      const data = await siteRepository.settingsSection(db, section);
      if (!data) throw new NotFound(`No settings section named "${section}".`);
      return data;
    },

    homepageSections(): Promise<HomepageSection[]> {
      return siteRepository.homepageSections(db);
    },

    /** Admin: replace a settings section with a validated one. */
    async updateSettings(admin: UserRow, section: string, body: unknown): Promise<Record<string, unknown>> {
      const schema = EDITABLE_SETTINGS[section as keyof typeof EDITABLE_SETTINGS];
      if (!schema) throw new NotFound(`No editable settings section named "${section}".`);
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const errors = Object.fromEntries(
          parsed.error.issues.map((i) => [i.path.join('.') || section, i.message]),
        );
        throw new InvalidData(Object.values(errors)[0] ?? 'Some fields are not valid.', errors);
      }
      await db.transaction(async (tx) => {
        await siteRepository.upsertSettingsSection(tx, section, parsed.data);
        await audit.record(admin, { action: 'settings.update', entity: 'settings', entityId: section }, tx);
      });
      return parsed.data;
    },

    /**
     * Admin: turn sections on or off and order them. The sections sent come first in
     * their order; any not sent keep their state and follow in their previous order.
     */
    async updateHomepageSections(admin: UserRow, sections: HomepageSectionsBody): Promise<HomepageSection[]> {
      await db.transaction(async (tx) => {
        const sent = [...sections].sort((a, b) => a.order - b.order);
        const rest = (await siteRepository.homepageSections(tx)).filter(
          (s) => !sent.some((x) => x.name === s.name),
        );
        const ordered = [...sent, ...rest].map((s, index) => ({
          name: s.name,
          enabled: s.enabled,
          order: index + 1,
        }));
        for (const section of ordered) await siteRepository.upsertHomepageSection(tx, section);
        await audit.record(
          admin,
          {
            action: 'homepage.update',
            entity: 'homepage_sections',
            details: { order: ordered.map((s) => `${s.name}${s.enabled ? '' : ' (off)'}`) },
          },
          tx,
        );
      });
      return siteRepository.homepageSections(db);
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
