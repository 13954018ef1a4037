import { SETTINGS_CACHE_MS } from '@ochre/shared/constants';
import { DEFAULT_CURRENCY_SETTINGS } from '@ochre/shared/rules/display-currency';
import type { PublicSettings } from '@ochre/shared/schemas/site';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

export const FALLBACK_SETTINGS: PublicSettings = {
  general: {
    siteName: 'Ochre',
    siteDescription: '',
    contactPhone: '',
    contactEmail: '',
    address: { street: '', city: 'Marrakech', state: '', postalCode: '' },
  },
  social: { facebook: '', twitter: '', instagram: '', youtube: '', instagramLogoUrl: '' },
  currency: DEFAULT_CURRENCY_SETTINGS,
};

/** SPEC §9: public settings are cached for 5 minutes. */
export const publicSettingsQuery = () =>
  queryOptions({
    queryKey: ['settings', 'public'],
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<PublicSettings>>('/settings/public', undefined, signal)).data,
    staleTime: SETTINGS_CACHE_MS,
  });

/** The settings the root loader put in the cache, for head tags and structured data. */
export function cachedPublicSettings(queryClient: QueryClient): PublicSettings {
  return queryClient.getQueryData(publicSettingsQuery().queryKey) ?? FALLBACK_SETTINGS;
}

/** Settings for the layout; a failed fetch is only logged (SPEC §8) and the defaults stand in. */
export function usePublicSettings(): PublicSettings {
  return useQuery(publicSettingsQuery()).data ?? FALLBACK_SETTINGS;
}
