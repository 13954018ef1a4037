import { activityInput, activityPatch, adminActivitiesQuery } from '@ochre/shared/schemas/admin-activities';
import { idParams } from '@ochre/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import type { ActivitiesAdminService } from './admin-service';

/** The back office's activities (admins only). */
export async function activitiesAdminRoutes(
  app: FastifyInstance,
  { service }: { service: ActivitiesAdminService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };

  r.get('/admin/activities', { ...admin, schema: { querystring: adminActivitiesQuery } }, async (request) => {
    const { activities, pagination, categories } = await service.list(request.query);
    return { success: true, data: activities, pagination, categories };
  });

  r.get('/admin/activities/:id', { ...admin, schema: { params: idParams } }, async (request) => ({
    success: true,
    data: await service.detail(request.params.id),
  }));

  r.post('/admin/activities', { ...admin, schema: { body: activityInput } }, async (request, reply) =>
    reply.status(201).send({
      success: true,
      data: await service.create(currentUser(request), request.body),
      message: 'Activity created.',
    }),
  );

  r.put(
    '/admin/activities/:id',
    { ...admin, schema: { params: idParams, body: activityInput } },
    async (request) => ({
      success: true,
      data: await service.update(currentUser(request), request.params.id, request.body),
      message: 'Activity saved.',
    }),
  );

  r.patch(
    '/admin/activities/:id',
    { ...admin, schema: { params: idParams, body: activityPatch } },
    async (request) => ({
      success: true,
      data: await service.patch(currentUser(request), request.params.id, request.body),
      message: 'Activity saved.',
    }),
  );

  r.delete('/admin/activities/:id', { ...admin, schema: { params: idParams } }, async (request) => {
    await service.remove(currentUser(request), request.params.id);
    return { success: true, message: 'Activity deleted.' };
  });
}
