import type {
  GeneralSettings,
  HomepageSection,
  HomepageSectionsBody,
  PublicSettings,
} from '@ochre/shared/schemas/site';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { homepageSectionsQuery } from '../../site/api/homepage-sections';
import { publicSettingsQuery } from '../../site/api/public-settings';

/** The general settings whole, every language included, as the back office edits them. */
export const adminGeneralSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'settings', 'general'],
    queryFn: async ({ signal }) =>
      (
        await api.request<DataEnvelope<GeneralSettings>>('/settings/general', {
          signal,
          localized: false,
        })
      ).data,
  });

export function useSaveHomepageSections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sections: HomepageSectionsBody) =>
      api.put<DataEnvelope<HomepageSection[]>>('/homepage-sections', sections),
    onSuccess: (response) => queryClient.setQueryData(homepageSectionsQuery().queryKey, response.data),
  });
}

export function useSaveSettings<S extends keyof PublicSettings>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: PublicSettings[S]) =>
      api.put<DataEnvelope<PublicSettings[S]>>(`/settings/${section}`, data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: publicSettingsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: adminGeneralSettingsQuery().queryKey }),
      ]),
  });
}
