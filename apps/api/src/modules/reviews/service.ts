import { pageCount } from '@ochre/shared/rules/pagination';
import type { Pagination } from '@ochre/shared/schemas/common';
import {
  NOT_PURCHASED,
  type RefModel,
  type Review,
  type ReviewableProduct,
  type ReviewSummary,
} from '@ochre/shared/schemas/reviews';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, Forbidden, NotFound } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
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

export function createReviewsService({ db, storage }: { db: Db; storage: Storage }) {
  /**
   * The item must be public, products only by someone who bought and paid for
   * them (SPEC §6), and once per person (the unique index is the final guard).
   */
  async function assertMayReview(tx: DbOrTx, input: NewReview): Promise<void> {
    if (!(await reviewsRepository.itemIsPublic(tx, input.refModel, input.refId))) {
      throw new NotFound('We could not find what you are reviewing.');
    }
    if (
      input.refModel === 'Product' &&
      !(await reviewsRepository.hasPaidPurchase(tx, input.userId, input.refId))
    ) {
      throw new Forbidden(NOT_PURCHASED);
    }
    if (await reviewsRepository.findByAuthor(tx, input.userId, input.refModel, input.refId)) {
      throw new Conflict(ALREADY_REVIEWED);
    }
  }

  const service = {
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
          await assertMayReview(tx, input);
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

    /**
     * A review with pictures (the account's Add Review tab). Whether it may be
     * written is checked before any picture is processed; each picture is
     * checked from its bytes and resized, and none is kept if the review fails.
     */
    async createWithImages(input: Omit<NewReview, 'images'>, pictures: Buffer[]): Promise<Review> {
      await assertMayReview(db, input);
      const images: string[] = [];
      try {
        for (const bytes of pictures) {
          images.push(await storage.saveImage(bytes, { folder: 'reviews', maxWidth: 1200 }));
        }
        return await service.create({ ...input, images });
      } catch (error) {
        await Promise.all(images.map((url) => storage.removeImage(url)));
        throw error;
      }
    },

    /** Products the customer bought and paid for and may still review. */
    async reviewableProducts(userId: string): Promise<ReviewableProduct[]> {
      const rows = await reviewsRepository.reviewableProducts(db, userId);
      return rows.map((row) => ({
        _id: row.id,
        name: row.name,
        slug: row.slug,
        image: row.images[0] ?? '',
        paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : '',
      }));
    },
  };
  return service;
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
