import type { Dashboard } from '@ochre/shared/schemas/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<Dashboard>>('/admin/dashboard', undefined, signal)).data,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
