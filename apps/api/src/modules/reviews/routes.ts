import { REVIEW_IMAGES_MAX } from '@ochre/shared/constants';
import { idParams } from '@ochre/shared/schemas/common';
import {
  adminReviewsQuery,
  productReviewFields,
  reviewBody,
  reviewModerationBody,
  reviewsQuery,
} from '@ochre/shared/schemas/reviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { InvalidData } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { parseInput } from '../../lib/parse-input';
import { currentUser } from '../../plugins/auth';
import type { ReviewsService } from './service';

/**
 * SPEC §7 Reviews: the list is at `data` (the client reads data.data). A review
 * is posted as JSON (refId, refModel) or, from the account, as multipart
 * (product, rating, comment, images).
 */
export async function reviewsRoutes(app: FastifyInstance, { service }: { service: ReviewsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/reviews',
    { config: { publicCache: { tables: ['reviews'] } }, schema: { querystring: reviewsQuery } },
    async (request) => {
      const { refModel, refId, page, limit } = request.query;
      const { reviews, summary, pagination } = await service.list(refModel, refId, page, limit);
      return { success: true, data: reviews, summary, pagination };
    },
  );

  const admin = { onRequest: app.requireAdmin };
  r.get('/admin/reviews', { ...admin, schema: { querystring: adminReviewsQuery } }, async (request) => {
    const { reviews, pagination } = await service.moderationList(request.query);
    return { success: true, data: reviews, pagination };
  });

  r.patch(
    '/admin/reviews/:id',
    { ...admin, schema: { params: idParams, body: reviewModerationBody } },
    async (request) => {
      await service.moderate(currentUser(request), request.params.id, request.body);
      return { success: true, message: 'Review updated.' };
    },
  );

  r.get('/reviews/reviewable-products', { onRequest: app.requireUser }, async (request) => ({
    success: true,
    data: await service.reviewableProducts(currentUser(request).id),
  }));

  // The body's shape depends on its content type, so it is validated here rather than by a route schema.
  r.post(
    '/reviews',
    { onRequest: app.requireUser, config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      let review: Awaited<ReturnType<ReviewsService['create']>>;
      if (request.isMultipart()) {
        const form = await readMultipart(request, REVIEW_IMAGES_MAX);
        const fields = parseInput(productReviewFields, form.fields);
        const stray = form.files.find((file) => file.field !== 'images');
        if (stray)
          throw new InvalidData('Send pictures as "images".', {
            [stray.field]: 'This field is not allowed.',
          });
        review = await service.createWithImages(
          {
            userId,
            refModel: 'Product',
            refId: fields.product,
            rating: fields.rating,
            comment: fields.comment,
          },
          form.files.map((file) => file.bytes),
        );
      } else {
        review = await service.create({ ...parseInput(reviewBody, request.body ?? {}), userId });
      }
      return reply
        .status(201)
        .send({ success: true, data: review, message: 'Review submitted successfully!' });
    },
  );
}
