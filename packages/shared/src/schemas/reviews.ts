import { z } from 'zod';
import { REVIEW_COMMENT_MIN_LENGTH, REVIEW_REF_MODELS, REVIEW_STATUSES } from '../constants';

export const reviewMessages = {
  rating: 'Please select a product and provide a rating.',
  comment: `Comment must be at least ${REVIEW_COMMENT_MIN_LENGTH} characters long.`,
} as const;

export const refModelSchema = z.enum(REVIEW_REF_MODELS);
export type RefModel = z.infer<typeof refModelSchema>;

export const ratingField = z.coerce
  .number({ error: reviewMessages.rating })
  .int(reviewMessages.rating)
  .min(1, reviewMessages.rating)
  .max(5, reviewMessages.rating);

export const commentField = z
  .string()
  .trim()
  .min(REVIEW_COMMENT_MIN_LENGTH, reviewMessages.comment)
  .max(2000);

/** POST /reviews as JSON: a review of a product, article, activity or travel program (SPEC §7 Reviews). */
export const reviewBody = z.strictObject({
  refId: z.string().trim().min(1).max(64),
  refModel: refModelSchema,
  rating: ratingField,
  comment: commentField,
});
export type ReviewBody = z.infer<typeof reviewBody>;

/**
 * POST /reviews as multipart from the account's Add Review tab: a product the
 * customer bought, a rating, a comment, and pictures sent as `images` files.
 */
export const productReviewFields = z.strictObject({
  product: z.string().trim().min(1, reviewMessages.rating).max(64),
  rating: ratingField,
  comment: commentField,
});
export type ProductReviewFields = z.infer<typeof productReviewFields>;

export const NOT_PURCHASED = 'You can only review products you have bought and paid for.';

/** A product the customer bought and paid for and has not reviewed yet. */
export interface ReviewableProduct {
  _id: string;
  name: string;
  slug: string;
  image: string;
  /** When the latest order with it was paid. */
  paidAt: string;
}

export const reviewsQuery = z.strictObject({
  refId: z.string().trim().min(1).max(64),
  refModel: refModelSchema,
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export interface Review {
  _id: string;
  rating: number;
  comment: string;
  name: string;
  user: { _id: string; name: string; image: string | null };
  refId: string;
  refModel: RefModel;
  images: string[];
  /** Written by a customer with a completed booking of the activity or program; decided by the server. */
  verified: boolean;
  /** The business's public answer. */
  reply: { text: string; at: string } | null;
  /** The public sees approved ones only; the author learns here that theirs waits for staff. */
  status: ReviewStatus;
  createdAt: string;
}

/**
 * Activity and travel reviews are moderated (issue 16): only approved ones are public; a verified
 * one is approved at once, another waits as pending; staff may hide any and answer in public.
 */
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const MODERATED_MODELS = ['Activity', 'OrganizedTravel'] as const;

export const adminReviewsQuery = z.strictObject({
  status: z.enum(REVIEW_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuery>;

/** PATCH /admin/reviews/{id}: a new status, a public reply (empty removes it), or both. */
export const reviewModerationBody = z
  .strictObject({
    status: z.enum(REVIEW_STATUSES).optional(),
    reply: z.string().trim().max(2000).optional(),
  })
  .refine((body) => body.status !== undefined || body.reply !== undefined, {
    message: 'Give a status or a reply.',
  });
export type ReviewModerationBody = z.infer<typeof reviewModerationBody>;

export interface AdminReview extends Review {
  /** The activity's name or the program's title. */
  itemTitle: string;
}

export interface ReviewSummary {
  average: number;
  count: number;
  /** How many reviews gave 1…5 stars (index 0 is one star). */
  breakdown: [number, number, number, number, number];
}
