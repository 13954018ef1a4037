import type { Pagination } from '@ochre/shared/schemas/common';
import type { AdminReview, ReviewModerationBody, ReviewStatus } from '@ochre/shared/schemas/reviews';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Activity and travel reviews to moderate, by status (issue 16). */
export const moderationQuery = (status: ReviewStatus, page: number) =>
  queryOptions({
    queryKey: ['admin', 'reviews', { status, page }],
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: AdminReview[]; pagination: Pagination }>(
        '/admin/reviews',
        { status, page, limit: 20 },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReviewModerationBody & { id: string }) =>
      api.patch<{ success: true; message: string }>(`/admin/reviews/${encodeURIComponent(id)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
  });
}
