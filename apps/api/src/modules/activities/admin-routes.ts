import { activityInput, activityPatch, adminActivitiesQuery } from '@ochre/shared/schemas/admin-activities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { editorRoutes } from '../catalog/editor-routes';
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

  editorRoutes(app, '/admin/activities', {
    service,
    input: activityInput,
    patch: activityPatch,
    messages: { created: 'Activity created.', saved: 'Activity saved.', deleted: 'Activity deleted.' },
  });
}
