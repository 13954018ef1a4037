import type { HomepageSection } from '@ochre/shared/schemas/site';
import { queryOptions } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** SPEC §7 Site: the home page's sections (name, enabled, order), read by the page and the back office. */
export const homepageSectionsQuery = () =>
  queryOptions({
    queryKey: ['homepage-sections'],
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<HomepageSection[]>>('/homepage-sections', undefined, signal)).data,
  });
