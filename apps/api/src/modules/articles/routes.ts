import { adminArticlesQuery, publishPatch } from '@ochre/shared/schemas/admin-catalog';
import { articleInput, articlesQuery } from '@ochre/shared/schemas/articles';
import { idParams, slugParams } from '@ochre/shared/schemas/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../lib/response-schemas';
import { currentUser } from '../../plugins/auth';
import type { ArticlesService, Reader } from './service';

const readerOf = (request: FastifyRequest): Reader => ({ isAdmin: request.user?.isAdmin === true });

/** SPEC §7 Articles: the list reads `articles` and `pages`; drafts only for an admin's bearer token. */
export async function articlesRoutes(app: FastifyInstance, { service }: { service: ArticlesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { publicCache: { tables: ['articles'], byReader: true } };

  r.get(
    '/articles',
    {
      onRequest: app.optionalUser,
      config,
      schema: { querystring: articlesQuery, response: responses.articleList },
    },
    async (request) => ({ success: true, ...(await service.list(request.query, readerOf(request))) }),
  );

  r.get(
    '/articles/slug/:slug',
    { onRequest: app.optionalUser, config, schema: { params: slugParams } },
    async (request) => ({
      success: true,
      data: await service.bySlugOrId(request.params.slug, readerOf(request)),
    }),
  );

  r.get(
    '/articles/:id',
    { onRequest: app.optionalUser, config, schema: { params: idParams } },
    async (request) => ({
      success: true,
      data: await service.byId(request.params.id, readerOf(request)),
    }),
  );

  const admin = { onRequest: app.requireAdmin };

  r.get('/admin/articles', { ...admin, schema: { querystring: adminArticlesQuery } }, async (request) => {
    const { articles, pagination } = await service.adminList(request.query);
    return { success: true, data: articles, pagination };
  });

  r.get('/admin/articles/:id', { ...admin, schema: { params: idParams } }, async (request) => ({
    success: true,
    data: await service.byId(request.params.id, { isAdmin: true }),
  }));

  r.post('/admin/articles', { ...admin, schema: { body: articleInput } }, async (request, reply) =>
    reply.status(201).send({
      success: true,
      data: await service.create(currentUser(request), request.body),
      message: 'Article saved.',
    }),
  );

  r.put(
    '/admin/articles/:id',
    { ...admin, schema: { params: idParams, body: articleInput } },
    async (request) => ({
      success: true,
      data: await service.update(currentUser(request), request.params.id, request.body),
      message: 'Article saved.',
    }),
  );

  r.patch(
    '/admin/articles/:id',
    { ...admin, schema: { params: idParams, body: publishPatch } },
    async (request) => ({
      success: true,
      data: await service.setPublished(currentUser(request), request.params.id, request.body.isPublished),
      message: request.body.isPublished ? 'Article published.' : 'Article moved back to drafts.',
    }),
  );

  r.delete('/admin/articles/:id', { ...admin, schema: { params: idParams } }, async (request) => {
    await service.remove(currentUser(request), request.params.id);
    return { success: true, message: 'Article deleted.' };
  });
}
