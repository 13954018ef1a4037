import { videoInput, videoPatch } from '@ochre/shared/schemas/admin-catalog';
import { videosQuery } from '@ochre/shared/schemas/videos';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { editorRoutes } from '../catalog/editor-routes';
import type { VideosService } from './service';

/** SPEC §7 Videos: the list is at `data`, the page count at `pagination.pages`. */
export async function videosRoutes(app: FastifyInstance, { service }: { service: VideosService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/instagram',
    {
      onRequest: app.optionalUser,
      config: { publicCache: { tables: ['social_videos'], byReader: true } },
      schema: { querystring: videosQuery },
    },
    async (request) => {
      const { videos, pagination } = await service.list(request.query, {
        isAdmin: request.user?.isAdmin === true,
      });
      return { success: true, data: videos, pagination };
    },
  );

  editorRoutes(app, '/admin/videos', {
    service,
    input: videoInput,
    patch: videoPatch,
    messages: { created: 'Video saved.', saved: 'Video saved.', deleted: 'Video deleted.' },
  });
}
