import { adminUserPatch, adminUsersQuery } from '@ochre/shared/schemas/admin-users';
import { idParams } from '@ochre/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import type { AdminUsersService } from './service';

export async function adminUsersRoutes(app: FastifyInstance, { service }: { service: AdminUsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/users',
    { onRequest: app.requireAdmin, schema: { querystring: adminUsersQuery } },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      const { users, pagination } = await service.list(filter, page, limit);
      return { success: true, data: users, pagination };
    },
  );

  r.patch(
    '/admin/users/:id',
    { onRequest: app.requireAdmin, schema: { params: idParams, body: adminUserPatch } },
    async (request) => ({
      success: true,
      data: await service.setAdmin(currentUser(request), request.params.id, request.body.isAdmin),
      message: request.body.isAdmin
        ? 'They are now an administrator.'
        : 'They are no longer an administrator.',
    }),
  );
}
