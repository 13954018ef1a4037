import { adminProductsQuery, productInput, productPatch } from '@ochre/shared/schemas/admin-catalog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { editorRoutes } from '../catalog/editor-routes';
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

  editorRoutes(app, '/admin/products', {
    service,
    input: productInput,
    patch: productPatch,
    messages: { created: 'Product created.', saved: 'Product saved.', deleted: 'Product deleted.' },
  });
}
