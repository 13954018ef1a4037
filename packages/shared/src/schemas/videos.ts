import { z } from 'zod';
import { VIDEO_CATEGORIES, VIDEOS_PAGE_SIZE } from '../constants';
import type { Translations } from '../rules/translations';
import { queryBool } from './common';

export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];
export const videoCategoryFilter = z.enum(['all', ...VIDEO_CATEGORIES]);
export type VideoCategoryFilter = z.infer<typeof videoCategoryFilter>;

/** GET /instagram (SPEC §7 Videos). */
export const videosQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(VIDEOS_PAGE_SIZE),
  active: queryBool.optional(),
  category: videoCategoryFilter.default('all'),
  featured: queryBool.optional(),
  search: z.string().trim().max(100).default(''),
});
export type VideosQuery = z.infer<typeof videosQuery>;

export interface SocialVideo {
  /** Back office only: public reads answer in the asked language instead. */
  translations?: Translations;
  _id: string;
  title: string;
  description: string;
  embedUrl: string;
  thumbnailUrl: string;
  instagramUrl: string;
  likes: number;
  comments: number;
  location: { name: string };
  category: VideoCategory;
  featured: boolean;
  isActive: boolean;
  createdAt: string;
}
