import { pageCount } from '@ochre/shared/rules/pagination';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { RefModel, Review, ReviewSummary } from '@ochre/shared/schemas/reviews';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, NotFound } from '../../lib/errors';
import { refreshRatingAggregates } from './rating-aggregates';
import { reviewsRepository } from './repository';
import { toReviewDto } from './review.dto';

export interface NewReview {
  userId: string;
  refModel: RefModel;
  refId: string;
  rating: number;
  comment: string;
  images?: string[];
}

const ALREADY_REVIEWED = 'You have already reviewed this.';

export function createReviewsService({ db }: { db: Db }) {
  return {
    async list(
      refModel: RefModel,
      refId: string,
      page: number,
      limit: number,
    ): Promise<{ reviews: Review[]; summary: ReviewSummary; pagination: Pagination }> {
      const [rows, counts] = await Promise.all([
        reviewsRepository.listFor(db, refModel, refId, limit, (page - 1) * limit),
        reviewsRepository.breakdown(db, refModel, refId),
      ]);
      const breakdown: ReviewSummary['breakdown'] = [0, 0, 0, 0, 0];
      for (const { rating, n } of counts) breakdown[rating - 1] = n;
      const total = breakdown.reduce((a, b) => a + b, 0);
      const average = total ? breakdown.reduce((sum, n, i) => sum + n * (i + 1), 0) / total : 0;
      return {
        reviews: rows.map(toReviewDto),
        summary: { average: Math.round(average * 10) / 10, count: total, breakdown },
        pagination: { total, pages: pageCount(total, limit), page, limit },
      };
    },

    /** One review per person per item; the item's average and count are recomputed in the same transaction. */
    async create(input: NewReview): Promise<Review> {
      const id = await db
        .transaction(async (tx) => {
          if (!(await reviewsRepository.itemIsPublic(tx, input.refModel, input.refId))) {
            throw new NotFound('We could not find what you are reviewing.');
          }
          const reviewId = await reviewsRepository.insert(tx, { ...input, images: input.images ?? [] });
          await refreshRatingAggregates(tx, input.refModel, input.refId);
          return reviewId;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new Conflict(ALREADY_REVIEWED);
          throw error;
        });
      const row = await reviewsRepository.findById(db, id);
      return toReviewDto(row!);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
