import { adminOrdersQuery } from '@ochre/shared/schemas/admin-orders';
import { idParams } from '@ochre/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import type { OrdersAdminService } from './admin-service';

/** The back office's orders (admins only). */
export async function ordersAdminRoutes(app: FastifyInstance, { service }: { service: OrdersAdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };

  r.get('/admin/orders', { ...admin, schema: { querystring: adminOrdersQuery } }, async (request) => {
    const { orders, pagination } = await service.list(request.query);
    return { success: true, data: orders, pagination };
  });

  r.get('/admin/orders/:id', { ...admin, schema: { params: idParams } }, async (request) => ({
    success: true,
    data: await service.detail(currentUser(request), request.params.id),
  }));

  r.post('/admin/orders/:id/mark-paid', { ...admin, schema: { params: idParams } }, async (request) => ({
    success: true,
    data: await service.markPaid(currentUser(request), request.params.id),
    message: 'Payment recorded. The customer has been sent a receipt.',
  }));

  r.post('/admin/orders/:id/mark-shipped', { ...admin, schema: { params: idParams } }, async (request) => ({
    success: true,
    data: await service.markShipped(currentUser(request), request.params.id),
    message: 'Marked as shipped. The customer has been told.',
  }));
}
