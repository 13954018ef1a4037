import { failedJobsQuery, jobParams } from '@ochre/shared/schemas/jobs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import type { JobsAdminService } from './admin-service';

/** The back office's Jobs section: counts by queue, failed jobs, Retry. */
export async function jobsAdminRoutes(app: FastifyInstance, { service }: { service: JobsAdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };

  r.get('/admin/jobs/queues', admin, async () => ({ success: true, data: await service.queues() }));

  r.get('/admin/jobs/failed', { ...admin, schema: { querystring: failedJobsQuery } }, async (request) => {
    const { queue, page, limit } = request.query;
    const { jobs, pagination } = await service.failed(queue ? { queue } : {}, page, limit);
    return { success: true, data: jobs, pagination };
  });

  r.post('/admin/jobs/:queue/:id/retry', { ...admin, schema: { params: jobParams } }, async (request) => {
    await service.retry(currentUser(request), request.params.queue, request.params.id);
    return { success: true, message: 'The job will run again in a moment.' };
  });
}
