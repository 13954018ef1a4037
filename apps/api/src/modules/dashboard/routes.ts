import type { FastifyInstance } from 'fastify';
import type { DashboardService } from './service';

export async function dashboardRoutes(app: FastifyInstance, { service }: { service: DashboardService }) {
  app.get('/admin/dashboard', { onRequest: app.requireAdmin }, async () => ({
    success: true,
    data: await service.summary(),
  }));
}
