import { externalReviewsQuery } from '@ochre/shared/schemas/external-reviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ExternalReviewsService } from './service';

/** The /reviews page: Google reviews of a place through the server, which keeps the API key. */
export async function externalReviewsRoutes(
  app: FastifyInstance,
  { service }: { service: ExternalReviewsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/external-reviews',
    {
      schema: { querystring: externalReviewsQuery },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => ({ success: true, ...(await service.reviews(request.query)) }),
  );
}
