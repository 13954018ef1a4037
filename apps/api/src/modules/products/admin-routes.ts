import { adminProductsQuery, productInput, productPatch } from '@ochre/shared/schemas/admin-catalog';
import { idParams } from '@ochre/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import type { ProductsAdminService } from './admin-service';

/** The back office's products (admins only). */
export async function productsAdminRoutes(
  app: FastifyInstance,
  { service }: { service: ProductsAdminService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };

  r.get('/admin/products', { ...admin, schema: { querystring: adminProductsQuery } }, async (request) => {
    const { products, pagination, categories } = await service.list(request.query);
    return { success: true, data: products, pagination, categories };
  });

  r.get('/admin/products/:id', { ...admin, schema: { params: idParams } }, async (request) => ({
    success: true,
    data: await service.detail(request.params.id),
  }));

  r.post('/admin/products', { ...admin, schema: { body: productInput } }, async (request, reply) =>
    reply.status(201).send({
      success: true,
      data: await service.create(currentUser(request), request.body),
      message: 'Product created.',
    }),
  );

  r.put(
    '/admin/products/:id',
    { ...admin, schema: { params: idParams, body: productInput } },
    async (request) => ({
      success: true,
      data: await service.update(currentUser(request), request.params.id, request.body),
      message: 'Product saved.',
    }),
  );

  r.patch(
    '/admin/products/:id',
    { ...admin, schema: { params: idParams, body: productPatch } },
    async (request) => ({
      success: true,
      data: await service.patch(currentUser(request), request.params.id, request.body),
      message: 'Product saved.',
    }),
  );

  r.delete('/admin/products/:id', { ...admin, schema: { params: idParams } }, async (request) => {
    await service.remove(currentUser(request), request.params.id);
    return { success: true, message: 'Product deleted.' };
  });
}
