import type { AdminArticlesQuery } from '@ochre/shared/schemas/admin-catalog';
import type { Article, ArticleInput, ArticleSummary } from '@ochre/shared/schemas/articles';
import type { Pagination } from '@ochre/shared/schemas/common';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { articleKeys } from '../../articles/api/articles';

export const adminArticleKeys = {
  all: ['admin', 'articles'] as const,
  list: (filter: AdminArticlesQuery) => ['admin', 'articles', 'list', filter] as const,
  detail: (id: string) => ['admin', 'articles', 'detail', id] as const,
};

export const adminArticlesQuery = (filter: AdminArticlesQuery) =>
  queryOptions({
    queryKey: adminArticleKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: ArticleSummary[]; pagination: Pagination }>(
        '/admin/articles',
        { ...filter },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const adminArticleQuery = (id: string) =>
  queryOptions({
    queryKey: adminArticleKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<Article>>(`/admin/articles/${encodeURIComponent(id)}`, undefined, signal))
        .data,
  });

type Saved = DataEnvelope<Article> & { message: string };

function useRefresh() {
  const queryClient = useQueryClient();
  return (saved?: Article) => {
    if (saved) queryClient.setQueryData(adminArticleKeys.detail(saved._id), saved);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: adminArticleKeys.all }),
      queryClient.invalidateQueries({ queryKey: articleKeys.all }),
    ]);
  };
}

export function useSaveArticle(id: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ArticleInput) =>
      id
        ? api.put<Saved>(`/admin/articles/${encodeURIComponent(id)}`, body)
        : api.post<Saved>('/admin/articles', body),
    onSuccess: (response) => refresh(response.data),
  });
}

export function usePublishArticle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, isPublished }: { id: string; isPublished: boolean }) =>
      api.patch<Saved>(`/admin/articles/${encodeURIComponent(id)}`, { isPublished }),
    onSuccess: (response) => refresh(response.data),
  });
}

export function useDeleteArticle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: true; message: string }>(`/admin/articles/${encodeURIComponent(id)}`),
    onSuccess: () => refresh(),
  });
}
