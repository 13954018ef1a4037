import { bookingCompleted } from '@ochre/shared/rules/follow-ups';
import { pageCount } from '@ochre/shared/rules/pagination';
import type { Pagination } from '@ochre/shared/schemas/common';
import {
  type AdminReview,
  type AdminReviewsQuery,
  NOT_PURCHASED,
  type RefModel,
  type Review,
  type ReviewableProduct,
  type ReviewModerationBody,
  type ReviewSummary,
} from '@ochre/shared/schemas/reviews';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { conflictOnUniqueViolation } from '../../lib/db-errors';
import { Conflict, Forbidden, NotFound } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import type { AuditService } from '../audit/service';
import { refreshRatingAggregates } from './rating-aggregates';
import { reviewsRepository } from './repository';
import { toAdminReviewDto, toReviewDto } from './review.dto';

export interface NewReview {
  userId: string;
  refModel: RefModel;
  refId: string;
  rating: number;
  comment: string;
  images?: string[];
}

const ALREADY_REVIEWED = 'You have already reviewed this.';
/** Two reviews sent at once pass the check together; the unique index refuses the second. */
const oncePerPerson = conflictOnUniqueViolation(ALREADY_REVIEWED);

const REVIEW_NOT_FOUND = 'Review not found.';

export function createReviewsService({
  db,
  storage,
  audit,
}: {
  db: Db;
  storage: Storage;
  audit: Pick<AuditService, 'record'>;
}) {
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

  /**
   * A review of an activity or travel program is verified when its author has a completed booking
   * of it (rules/follow-ups.ts), read from the bookings and never taken from the client (issue 16).
   */
  async function isVerified(tx: DbOrTx, input: NewReview): Promise<boolean> {
    if (input.refModel !== 'Activity' && input.refModel !== 'OrganizedTravel') return false;
    const now = new Date();
    const bookings = await reviewsRepository.bookingsOf(tx, input.userId, input.refModel, input.refId);
    return bookings.some((booking) => bookingCompleted(booking, now));
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
      const id = await oncePerPerson(
        db.transaction(async (tx) => {
          await assertMayReview(tx, input);
          const verified = await isVerified(tx, input);
          const moderated = input.refModel === 'Activity' || input.refModel === 'OrganizedTravel';
          const reviewId = await reviewsRepository.insert(tx, {
            ...input,
            images: input.images ?? [],
            verified,
            // A verified booking's review is public at once; other activity and travel reviews wait for staff.
            status: moderated && !verified ? 'pending' : 'approved',
          });
          await refreshRatingAggregates(tx, input.refModel, input.refId);
          return reviewId;
        }),
      );
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

    /** Activity and travel reviews for the back office, by status. */
    async moderationList(
      query: AdminReviewsQuery,
    ): Promise<{ reviews: AdminReview[]; pagination: Pagination }> {
      const { page, limit } = query;
      const { rows, total } = await reviewsRepository.moderationList(
        db,
        query.status,
        limit,
        (page - 1) * limit,
      );
      return {
        reviews: rows.map(toAdminReviewDto),
        pagination: { total, pages: pageCount(total, limit), page, limit },
      };
    },

    /** Approves, hides or answers an activity or travel review; the item's figures follow, all audited. */
    async moderate(admin: UserRow, id: string, body: ReviewModerationBody): Promise<void> {
      await db.transaction(async (tx) => {
        const review = await reviewsRepository.lockModerated(tx, id);
        if (!review) throw new NotFound(REVIEW_NOT_FOUND);
        await reviewsRepository.moderate(tx, id, {
          ...(body.status && { status: body.status }),
          ...(body.reply !== undefined && { reply: body.reply, repliedAt: body.reply ? new Date() : null }),
        });
        await refreshRatingAggregates(tx, review.refModel, review.refId);
        await audit.record(
          admin,
          {
            action: 'review.moderate',
            entity: 'review',
            entityId: id,
            details: { from: review.status, ...body },
          },
          tx,
        );
      });
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
