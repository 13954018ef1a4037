import { articlesQuery } from '@ochre/shared/schemas/articles';
import { idParams, slugParams } from '@ochre/shared/schemas/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ArticlesService, Reader } from './service';

const readerOf = (request: FastifyRequest): Reader => ({ isAdmin: request.user?.isAdmin === true });

/** SPEC §7 Articles: the list reads `articles` and `pages`; drafts only for an admin's bearer token. */
export async function articlesRoutes(app: FastifyInstance, { service }: { service: ArticlesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/articles',
    { onRequest: app.optionalUser, schema: { querystring: articlesQuery } },
    async (request) => ({ success: true, ...(await service.list(request.query, readerOf(request))) }),
  );

  r.get(
    '/articles/slug/:slug',
    { onRequest: app.optionalUser, schema: { params: slugParams } },
    async (request) => ({
      success: true,
      data: await service.bySlugOrId(request.params.slug, readerOf(request)),
    }),
  );

  r.get('/articles/:id', { onRequest: app.optionalUser, schema: { params: idParams } }, async (request) => ({
    success: true,
    data: await service.byId(request.params.id, readerOf(request)),
  }));
}
