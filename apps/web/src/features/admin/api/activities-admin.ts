import type {
  ActivityInput,
  ActivityPatch,
  AdminActivitiesQuery,
  AdminActivity,
} from '@ochre/shared/schemas/admin-activities';
import type { Pagination } from '@ochre/shared/schemas/common';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { activityKeys } from '../../activities/api/activities';

export const adminActivityKeys = {
  all: ['admin', 'activities'] as const,
  list: (filter: AdminActivitiesQuery) => ['admin', 'activities', 'list', filter] as const,
  detail: (id: string) => ['admin', 'activities', 'detail', id] as const,
};

export const adminActivitiesQuery = (filter: AdminActivitiesQuery) =>
  queryOptions({
    queryKey: adminActivityKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: AdminActivity[]; pagination: Pagination; categories: string[] }>(
        '/admin/activities',
        { ...filter },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const adminActivityQuery = (id: string) =>
  queryOptions({
    queryKey: adminActivityKeys.detail(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<AdminActivity>>(
          `/admin/activities/${encodeURIComponent(id)}`,
          undefined,
          signal,
        )
      ).data,
  });

type Saved = DataEnvelope<AdminActivity> & { message: string };

/** A change to an activity refreshes the back office's lists and the public activity pages. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (saved?: AdminActivity) => {
    if (saved) queryClient.setQueryData(adminActivityKeys.detail(saved._id), saved);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: adminActivityKeys.all }),
      queryClient.invalidateQueries({ queryKey: activityKeys.all }),
    ]);
  };
}

export function useSaveActivity(id: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ActivityInput) =>
      id
        ? api.put<Saved>(`/admin/activities/${encodeURIComponent(id)}`, body)
        : api.post<Saved>('/admin/activities', body),
    onSuccess: (response) => refresh(response.data),
  });
}

export function usePatchActivity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ActivityPatch }) =>
      api.patch<Saved>(`/admin/activities/${encodeURIComponent(id)}`, patch),
    onSuccess: (response) => refresh(response.data),
  });
}

export function useDeleteActivity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: true; message: string }>(`/admin/activities/${encodeURIComponent(id)}`),
    onSuccess: () => refresh(),
  });
}
