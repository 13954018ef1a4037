import { adminTravelsQuery, travelInput, travelPatch } from '@ochre/shared/schemas/admin-travels';
import { idParams } from '@ochre/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import type { TravelsAdminService } from './admin-service';

/** The back office's organized travel programs (admins only). */
export async function travelsAdminRoutes(
  app: FastifyInstance,
  { service }: { service: TravelsAdminService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };

  r.get('/admin/travels', { ...admin, schema: { querystring: adminTravelsQuery } }, async (request) => {
    const { programs, pagination } = await service.list(request.query);
    return { success: true, data: programs, pagination };
  });

  r.get('/admin/travels/:id', { ...admin, schema: { params: idParams } }, async (request) => ({
    success: true,
    data: await service.detail(request.params.id),
  }));

  r.post('/admin/travels', { ...admin, schema: { body: travelInput } }, async (request, reply) =>
    reply.status(201).send({
      success: true,
      data: await service.create(currentUser(request), request.body),
      message: 'Travel program created.',
    }),
  );

  r.put(
    '/admin/travels/:id',
    { ...admin, schema: { params: idParams, body: travelInput } },
    async (request) => ({
      success: true,
      data: await service.update(currentUser(request), request.params.id, request.body),
      message: 'Travel program saved.',
    }),
  );

  r.patch(
    '/admin/travels/:id',
    { ...admin, schema: { params: idParams, body: travelPatch } },
    async (request) => ({
      success: true,
      data: await service.patch(currentUser(request), request.params.id, request.body),
      message: 'Travel program saved.',
    }),
  );

  r.delete('/admin/travels/:id', { ...admin, schema: { params: idParams } }, async (request) => {
    await service.remove(currentUser(request), request.params.id);
    return { success: true, message: 'Travel program deleted.' };
  });
}
