import { pageCount } from '@ochre/shared/rules/pagination';
import { mapTranslations } from '@ochre/shared/rules/translations';
import type { VideoPatch, videoInput } from '@ochre/shared/schemas/admin-catalog';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { SocialVideo, VideosQuery } from '@ochre/shared/schemas/videos';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { NotFound } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import type { AuditService } from '../audit/service';
import { type VideoRow, videosRepository } from './repository';

const NOT_FOUND = 'Video not found.';

type VideoFields = z.output<typeof videoInput>;

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
    translations: mapTranslations(row.translations, ({ locationName, ...fields }) => ({
      ...fields,
      ...(typeof locationName === 'string' && locationName.trim()
        ? { location: { name: locationName } }
        : {}),
    })),
  };
}

export function createVideosService({
  db,
  audit,
  storage,
}: {
  db: Db;
  audit: AuditService;
  storage: Storage;
}) {
  /** One write with its audit entry, in one transaction. */
  async function write(
    admin: UserRow,
    action: string,
    id: string | null,
    work: (tx: Tx) => Promise<VideoRow>,
  ): Promise<SocialVideo> {
    const row = await db.transaction(async (tx) => {
      const current = id ? await videosRepository.lock(tx, id) : undefined;
      if (id && !current) throw new NotFound(NOT_FOUND);
      const saved = await work(tx);
      await audit.record(
        admin,
        { action, entity: 'video', entityId: saved.id, details: { title: saved.title } },
        tx,
      );
      return saved;
    });
    return toVideo(row);
  }

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

    async detail(id: string): Promise<SocialVideo> {
      const row = await videosRepository.findById(db, id);
      if (!row) throw new NotFound(NOT_FOUND);
      return toVideo(row);
    },

    create(admin: UserRow, input: VideoFields): Promise<SocialVideo> {
      return write(admin, 'video.create', null, (tx) => videosRepository.insert(tx, input));
    },

    update(admin: UserRow, id: string, input: VideoFields): Promise<SocialVideo> {
      return write(admin, 'video.update', id, (tx) => videosRepository.update(tx, id, input));
    },

    /** Feature or hide from the list. */
    patch(admin: UserRow, id: string, patch: VideoPatch): Promise<SocialVideo> {
      const action =
        patch.isActive === undefined ? 'video.update' : patch.isActive ? 'video.show' : 'video.hide';
      return write(admin, action, id, (tx) => videosRepository.update(tx, id, patch));
    },

    async remove(admin: UserRow, id: string): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const current = await videosRepository.lock(tx, id);
        if (!current) throw new NotFound(NOT_FOUND);
        await videosRepository.delete(tx, id);
        await audit.record(
          admin,
          { action: 'video.delete', entity: 'video', entityId: id, details: { title: current.title } },
          tx,
        );
        return current;
      });
      // Thumbnails uploaded from the back office belong to their video alone.
      if (removed.thumbnailUrl.startsWith('/uploads/videos/'))
        await storage.removeImage(removed.thumbnailUrl);
    },
  };
}

export type VideosService = ReturnType<typeof createVideosService>;
