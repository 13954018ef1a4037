import { FEATURED_PRODUCTS_DEFAULT_LIMIT, RELATED_PRODUCTS_LIMIT } from '@ochre/shared/constants';
import { idParams, slugParams } from '@ochre/shared/schemas/common';
import { productLimitQuery, productsQuery } from '@ochre/shared/schemas/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../lib/response-schemas';
import type { ProductsService } from './service';

/** SPEC §7 Products. Lists answer at `data` and `products`; a product at `data`. */
export async function productsRoutes(app: FastifyInstance, { service }: { service: ProductsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { publicCache: { tables: ['products'] } };

  r.get(
    '/products',
    { config, schema: { querystring: productsQuery, response: responses.productList } },
    async (request) => {
      const { products, total, pagination } = await service.list(request.query);
      return { success: true, data: products, products, total, pagination };
    },
  );

  r.get('/products/categories', { config }, async () => ({
    success: true,
    data: await service.categories(),
  }));

  r.get(
    '/products/featured',
    { config, schema: { querystring: productLimitQuery(FEATURED_PRODUCTS_DEFAULT_LIMIT) } },
    async (request) => {
      const products = await service.featured(request.query.limit);
      return { success: true, data: products, products };
    },
  );

  r.get(
    '/products/top',
    { config, schema: { querystring: productLimitQuery(FEATURED_PRODUCTS_DEFAULT_LIMIT) } },
    async (request) => {
      const products = await service.top(request.query.limit);
      return { success: true, data: products, products };
    },
  );

  r.get(
    '/products/slug/:slug',
    { config, schema: { params: slugParams, response: responses.productDetail } },
    async (request) => ({
      success: true,
      data: await service.detail(request.params.slug),
    }),
  );

  r.get(
    '/products/:id',
    { config, schema: { params: idParams, response: responses.productDetail } },
    async (request) => ({
      success: true,
      data: await service.detail(request.params.id),
    }),
  );

  r.get(
    '/products/:id/related',
    { config, schema: { params: idParams, querystring: productLimitQuery(RELATED_PRODUCTS_LIMIT) } },
    async (request) => {
      const products = await service.related(request.params.id, request.query.limit);
      return { success: true, data: products, products };
    },
  );
}
