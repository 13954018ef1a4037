import { ARTICLES_PAGE_SIZE } from '@ochre/shared/constants';
import type { Article, ArticlesPage } from '@ochre/shared/schemas/articles';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { catalogueRoots } from '../../../lib/query-keys';
import { authStore } from '../../auth/auth-store';

export interface ArticleListParams {
  page: number;
  keyword: string;
  /** Admins get drafts too: their answers are cached apart from everyone else's. */
  admin: boolean;
}

export const articleKeys = {
  all: catalogueRoots.articles,
  lists: () => [...articleKeys.all, 'list'] as const,
  list: (params: ArticleListParams) => [...articleKeys.lists(), params] as const,
  details: () => [...articleKeys.all, 'detail'] as const,
  detail: (slug: string) => [...articleKeys.details(), slug] as const,
};

/** GET /articles as SPEC §7 describes it: pageNumber, pageSize 9, keyword. */
export const articlesQuery = (params: ArticleListParams) =>
  queryOptions({
    queryKey: articleKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<ArticlesPage>(
        '/articles',
        { pageNumber: params.page, pageSize: ARTICLES_PAGE_SIZE, keyword: params.keyword },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** By slug, or by id for articles linked that way; 404s are answers and are not retried. */
export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: articleKeys.detail(slug),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<Article>>(`/articles/slug/${encodeURIComponent(slug)}`, undefined, signal))
        .data,
  });

/** Whether the browser holds an admin's session (always false while rendering on the server). */
export const viewerIsAdmin = () => authStore.getSnapshot().user?.isAdmin === true;

/** The list page's state, read from its address (SPEC §2: mirrored in the query string). */
export function listParamsFrom(search: URLSearchParams): { page: number; keyword: string } {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    keyword: (search.get('keyword') ?? '').trim().slice(0, 100),
  };
}
