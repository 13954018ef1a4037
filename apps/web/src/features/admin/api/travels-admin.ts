import type {
  AdminTravelProgram,
  AdminTravelsQuery,
  TravelInput,
  TravelPatch,
} from '@ochre/shared/schemas/admin-travels';
import type { Pagination } from '@ochre/shared/schemas/common';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { travelKeys } from '../../travels/api/travels';

export const adminTravelKeys = {
  all: ['admin', 'travels'] as const,
  list: (filter: AdminTravelsQuery) => ['admin', 'travels', 'list', filter] as const,
  detail: (id: string) => ['admin', 'travels', 'detail', id] as const,
};

export const adminTravelsQuery = (filter: AdminTravelsQuery) =>
  queryOptions({
    queryKey: adminTravelKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: AdminTravelProgram[]; pagination: Pagination }>(
        '/admin/travels',
        { ...filter },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const adminTravelQuery = (id: string) =>
  queryOptions({
    queryKey: adminTravelKeys.detail(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<AdminTravelProgram>>(
          `/admin/travels/${encodeURIComponent(id)}`,
          undefined,
          signal,
        )
      ).data,
  });

type Saved = DataEnvelope<AdminTravelProgram> & { message: string };

/** A change to a program refreshes the back office's lists and the public travel pages. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (saved?: AdminTravelProgram) => {
    if (saved) queryClient.setQueryData(adminTravelKeys.detail(saved._id), saved);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: adminTravelKeys.all }),
      queryClient.invalidateQueries({ queryKey: travelKeys.all }),
    ]);
  };
}

export function useSaveTravel(id: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TravelInput) =>
      id
        ? api.put<Saved>(`/admin/travels/${encodeURIComponent(id)}`, body)
        : api.post<Saved>('/admin/travels', body),
    onSuccess: (response) => refresh(response.data),
  });
}

export function usePatchTravel() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TravelPatch }) =>
      api.patch<Saved>(`/admin/travels/${encodeURIComponent(id)}`, patch),
    onSuccess: (response) => refresh(response.data),
  });
}

export function useDeleteTravel() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: true; message: string }>(`/admin/travels/${encodeURIComponent(id)}`),
    onSuccess: () => refresh(),
  });
}
