import { pageCount } from '@ochre/shared/rules/pagination';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { SocialVideo, VideosQuery } from '@ochre/shared/schemas/videos';
import type { Db } from '../../db/client';
import { type VideoRow, videosRepository } from './repository';

function toVideo(row: VideoRow): SocialVideo {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    embedUrl: row.embedUrl,
    thumbnailUrl: row.thumbnailUrl,
    instagramUrl: row.instagramUrl,
    likes: row.likes,
    comments: row.comments,
    location: { name: row.locationName },
    category: row.category,
    featured: row.featured,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createVideosService({ db }: { db: Db }) {
  return {
    /** Visitors only ever see active videos; administrators may ask for hidden ones too. */
    async list(
      query: VideosQuery,
      reader: { isAdmin: boolean },
    ): Promise<{ videos: SocialVideo[]; pagination: Pagination }> {
      const filter = {
        active: reader.isAdmin ? query.active : true,
        category: query.category === 'all' ? undefined : query.category,
        featured: query.featured,
        terms: query.search.split(/\s+/).filter(Boolean).slice(0, 8),
      };
      const [rows, total] = await Promise.all([
        videosRepository.list(db, filter, query.limit, (query.page - 1) * query.limit),
        videosRepository.count(db, filter),
      ]);
      return {
        videos: rows.map(toVideo),
        pagination: { total, pages: pageCount(total, query.limit), page: query.page, limit: query.limit },
      };
    },
  };
}

export type VideosService = ReturnType<typeof createVideosService>;
