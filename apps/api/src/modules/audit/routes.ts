import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditService } from './service';

const auditQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  entity: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export async function auditRoutes(app: FastifyInstance, { service }: { service: AuditService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/admin/audit-log',
    { onRequest: app.requireAdmin, schema: { querystring: auditQuery } },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      const { entries, pagination } = await service.list(filter, page, limit);
      return { success: true, data: entries, pagination };
    },
  );
}
