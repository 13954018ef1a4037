import type { Review } from '@ochre/shared/schemas/reviews';
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
    createdAt: row.createdAt.toISOString(),
  };
}
