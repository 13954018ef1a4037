import { videosQuery } from '@ochre/shared/schemas/videos';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { VideosService } from './service';

/** SPEC §7 Videos: the list is at `data`, the page count at `pagination.pages`. */
export async function videosRoutes(app: FastifyInstance, { service }: { service: VideosService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/instagram',
    { onRequest: app.optionalUser, schema: { querystring: videosQuery } },
    async (request) => {
      const { videos, pagination } = await service.list(request.query, {
        isAdmin: request.user?.isAdmin === true,
      });
      return { success: true, data: videos, pagination };
    },
  );
}
