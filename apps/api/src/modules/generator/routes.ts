import {
  generateArticleBody,
  generationArticleParams,
  generationTaskParams,
} from '@ochre/shared/schemas/generator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import type { GeneratorService } from './service';

/**
 * SPEC §7 Article generator, for administrators only: it fetches the web and
 * spends money on the business's behalf.
 */
export async function generatorRoutes(app: FastifyInstance, { service }: { service: GeneratorService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireAdmin;

  r.get('/generate-article/writer', { onRequest: admin }, async () => ({
    success: true,
    data: service.writerInfo(),
  }));

  r.post(
    '/generate-article',
    {
      onRequest: admin,
      schema: { body: generateArticleBody },
      config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) =>
      reply.status(202).send(await service.start(currentUser(request), request.body.base_urls)),
  );

  r.get(
    '/article-status/:taskId',
    { onRequest: admin, schema: { params: generationTaskParams } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.status(currentUser(request), request.params.taskId);
    },
  );

  r.post(
    '/article-status/:taskId/articles/:index/draft',
    { onRequest: admin, schema: { params: generationArticleParams } },
    async (request, reply) => {
      const { draft, created } = await service.saveDraft(
        currentUser(request),
        request.params.taskId,
        request.params.index,
      );
      return reply.status(created ? 201 : 200).send({ success: true, data: draft });
    },
  );
}
