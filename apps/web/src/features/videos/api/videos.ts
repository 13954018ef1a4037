import { VIDEOS_PAGE_SIZE } from '@ochre/shared/constants';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { SocialVideo, VideoCategoryFilter } from '@ochre/shared/schemas/videos';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueRoots } from '../../../lib/query-keys';

export interface VideoListParams {
  page: number;
  limit: number;
  category: VideoCategoryFilter;
  search: string;
  featured?: boolean;
}

export interface VideosPage {
  success: true;
  data: SocialVideo[];
  pagination: Pagination;
}

export const DEFAULT_VIDEO_PARAMS: VideoListParams = {
  page: 1,
  limit: VIDEOS_PAGE_SIZE,
  category: 'all',
  search: '',
};

export const videoKeys = {
  all: catalogueRoots.videos,
  list: (params: VideoListParams) => [...videoKeys.all, 'list', params] as const,
};

/** GET /instagram with page, limit, active=true, category, featured and search (SPEC §7 Videos). */
export const videosQuery = (params: VideoListParams) =>
  queryOptions({
    queryKey: videoKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<VideosPage>(
        '/instagram',
        {
          page: params.page,
          limit: params.limit,
          active: true,
          category: params.category === 'all' ? undefined : params.category,
          featured: params.featured,
          search: params.search,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
