import type { HomepageSection, HomepageSectionsBody, PublicSettings } from '@ochre/shared/schemas/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { homepageSectionsQuery } from '../../site/api/homepage-sections';
import { publicSettingsQuery } from '../../site/api/public-settings';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicSettingsQuery().queryKey }),
  });
}
