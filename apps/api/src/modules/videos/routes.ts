import { videoInput, videoPatch } from '@ochre/shared/schemas/admin-catalog';
import { idParams } from '@ochre/shared/schemas/common';
import { videosQuery } from '@ochre/shared/schemas/videos';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
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

  const admin = { onRequest: app.requireAdmin };

  r.get('/admin/videos/:id', { ...admin, schema: { params: idParams } }, async (request) => ({
    success: true,
    data: await service.detail(request.params.id),
  }));

  r.post('/admin/videos', { ...admin, schema: { body: videoInput } }, async (request, reply) =>
    reply.status(201).send({
      success: true,
      data: await service.create(currentUser(request), request.body),
      message: 'Video saved.',
    }),
  );

  r.put(
    '/admin/videos/:id',
    { ...admin, schema: { params: idParams, body: videoInput } },
    async (request) => ({
      success: true,
      data: await service.update(currentUser(request), request.params.id, request.body),
      message: 'Video saved.',
    }),
  );

  r.patch(
    '/admin/videos/:id',
    { ...admin, schema: { params: idParams, body: videoPatch } },
    async (request) => ({
      success: true,
      data: await service.patch(currentUser(request), request.params.id, request.body),
      message: 'Video saved.',
    }),
  );

  r.delete('/admin/videos/:id', { ...admin, schema: { params: idParams } }, async (request) => {
    await service.remove(currentUser(request), request.params.id);
    return { success: true, message: 'Video deleted.' };
  });
}
