import { adminTravelsQuery, travelInput, travelPatch } from '@ochre/shared/schemas/admin-travels';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { editorRoutes } from '../catalog/editor-routes';
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

  editorRoutes(app, '/admin/travels', {
    service,
    input: travelInput,
    patch: travelPatch,
    messages: {
      created: 'Travel program created.',
      saved: 'Travel program saved.',
      deleted: 'Travel program deleted.',
    },
  });
}
