import type { VideoInput, VideoPatch } from '@ochre/shared/schemas/admin-catalog';
import type { SocialVideo, VideoCategoryFilter } from '@ochre/shared/schemas/videos';
import { catalogueRoots } from '../../../lib/query-keys';
import { catalogueAdmin, useDeleteItem, usePatchItem, useSaveItem } from './catalogue-admin';

export interface AdminVideoFilter {
  search: string;
  category: VideoCategoryFilter;
  status: 'all' | 'active' | 'hidden';
  page: number;
}

const videos = catalogueAdmin<SocialVideo, AdminVideoFilter>({
  name: 'videos',
  publicRoot: catalogueRoots.videos,
  // The public list answers an admin with hidden videos too.
  listRequest: (filter) => ({
    path: '/instagram',
    query: {
      page: filter.page,
      limit: 20,
      search: filter.search,
      category: filter.category === 'all' ? undefined : filter.category,
      active: filter.status === 'all' ? undefined : filter.status === 'active',
    },
  }),
});

export const adminVideosQuery = videos.listQuery;
export const adminVideoQuery = videos.itemQuery;
export const useSaveVideo = (id: string | null) => useSaveItem<SocialVideo, VideoInput>(videos, id);
export const usePatchVideo = () => usePatchItem<SocialVideo, VideoPatch>(videos);
export const useDeleteVideo = () => useDeleteItem<SocialVideo>(videos);
