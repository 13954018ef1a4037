import type { VideoInput, VideoPatch } from '@ochre/shared/schemas/admin-catalog';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { SocialVideo, VideoCategoryFilter } from '@ochre/shared/schemas/videos';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { videoKeys } from '../../videos/api/videos';

export interface AdminVideoFilter {
  search: string;
  category: VideoCategoryFilter;
  status: 'all' | 'active' | 'hidden';
  page: number;
}

export const adminVideoKeys = {
  all: ['admin', 'videos'] as const,
  list: (filter: AdminVideoFilter) => ['admin', 'videos', 'list', filter] as const,
  detail: (id: string) => ['admin', 'videos', 'detail', id] as const,
};

/** The public list, which answers an admin with hidden videos too. */
export const adminVideosQuery = (filter: AdminVideoFilter) =>
  queryOptions({
    queryKey: adminVideoKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: SocialVideo[]; pagination: Pagination }>(
        '/instagram',
        {
          page: filter.page,
          limit: 20,
          search: filter.search,
          category: filter.category === 'all' ? undefined : filter.category,
          active: filter.status === 'all' ? undefined : filter.status === 'active',
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const adminVideoQuery = (id: string) =>
  queryOptions({
    queryKey: adminVideoKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<SocialVideo>>(`/admin/videos/${encodeURIComponent(id)}`, undefined, signal))
        .data,
  });

type Saved = DataEnvelope<SocialVideo> & { message: string };

function useRefresh() {
  const queryClient = useQueryClient();
  return (saved?: SocialVideo) => {
    if (saved) queryClient.setQueryData(adminVideoKeys.detail(saved._id), saved);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: adminVideoKeys.all }),
      queryClient.invalidateQueries({ queryKey: videoKeys.all }),
    ]);
  };
}

export function useSaveVideo(id: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: VideoInput) =>
      id
        ? api.put<Saved>(`/admin/videos/${encodeURIComponent(id)}`, body)
        : api.post<Saved>('/admin/videos', body),
    onSuccess: (response) => refresh(response.data),
  });
}

export function usePatchVideo() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: VideoPatch }) =>
      api.patch<Saved>(`/admin/videos/${encodeURIComponent(id)}`, patch),
    onSuccess: (response) => refresh(response.data),
  });
}

export function useDeleteVideo() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: true; message: string }>(`/admin/videos/${encodeURIComponent(id)}`),
    onSuccess: () => refresh(),
  });
}
