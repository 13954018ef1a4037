import { reviewBody, reviewsQuery } from '@ochre/shared/schemas/reviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import type { ReviewsService } from './service';

/** SPEC §7 Reviews: the list is at `data` (the client reads data.data). */
export async function reviewsRoutes(app: FastifyInstance, { service }: { service: ReviewsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/reviews', { schema: { querystring: reviewsQuery } }, async (request) => {
    const { refModel, refId, page, limit } = request.query;
    const { reviews, summary, pagination } = await service.list(refModel, refId, page, limit);
    return { success: true, data: reviews, summary, pagination };
  });

  r.post(
    '/reviews',
    {
      onRequest: app.requireUser,
      schema: { body: reviewBody },
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) => {
      const review = await service.create({ ...request.body, userId: currentUser(request).id });
      return reply
        .status(201)
        .send({ success: true, data: review, message: 'Review submitted successfully!' });
    },
  );
}
