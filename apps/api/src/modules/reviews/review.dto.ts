import type { AdminReview, Review } from '@ochre/shared/schemas/reviews';
import type { ReviewRow } from './repository';

export function toReviewDto(row: ReviewRow): Review {
  return {
    _id: row.id,
    rating: row.rating,
    comment: row.comment,
    name: row.userName,
    user: { _id: row.userId, name: row.userName, image: row.userImage },
    refId: row.refId,
    refModel: row.refModel,
    images: row.images,
    verified: row.verified,
    status: row.status,
    reply: row.reply ? { text: row.reply, at: (row.repliedAt ?? row.updatedAt).toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminReviewDto(row: ReviewRow & { itemTitle: string }): AdminReview {
  return { ...toReviewDto(row), itemTitle: row.itemTitle };
}
