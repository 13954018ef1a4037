import {
  type GeneralSettings,
  type HomepageSection,
  PUBLIC_SETTINGS_SECTIONS,
  type PublicSettings,
  type SocialSettings,
} from '@ochre/shared/schemas/site';
import type { Db } from '../../db/client';
import { Forbidden, NotFound } from '../../lib/errors';
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

export function createSiteService({ db }: { db: Db }) {
  return {
    async publicSettings(): Promise<PublicSettings> {
      const [general, social] = await Promise.all([
        siteRepository.settingsSection(db, 'general'),
        siteRepository.settingsSection(db, 'social'),
      ]);
      return {
        general: { ...DEFAULT_GENERAL, ...(general as Partial<GeneralSettings> | undefined) },
        social: { ...DEFAULT_SOCIAL, ...(social as Partial<SocialSettings> | undefined) },
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
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
