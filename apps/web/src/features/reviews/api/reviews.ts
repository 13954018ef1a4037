import type { Pagination } from '@ochre/shared/schemas/common';
import type { RefModel, Review, ReviewBody, ReviewSummary } from '@ochre/shared/schemas/reviews';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ReviewsPage {
  success: true;
  data: Review[];
  summary: ReviewSummary;
  pagination: Pagination;
}

export const reviewKeys = {
  all: ['reviews'] as const,
  of: (refModel: RefModel, refId: string) => ['reviews', refModel, refId] as const,
};

export const reviewsQuery = (refModel: RefModel, refId: string, page = 1) =>
  queryOptions({
    queryKey: [...reviewKeys.of(refModel, refId), page],
    queryFn: ({ signal }) => api.get<ReviewsPage>('/reviews', { refModel, refId, page, limit: 10 }, signal),
    placeholderData: keepPreviousData,
  });

/** Posting a review refreshes the item's reviews (and whatever shows its rating). */
export function useCreateReview(onRated?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) =>
      api.post<{ success: true; data: Review; message: string }>('/reviews', body),
    onSuccess: async (_response, body) => {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.of(body.refModel, body.refId) });
      onRated?.();
    },
  });
}
