import type { Review, ReviewableProduct } from '@ochre/shared/schemas/reviews';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { catalogueRoots } from '../../../lib/query-keys';
import { reviewKeys } from './reviews';

/** One customer's data: their id is in the key (see auth/private-queries.ts). */
const reviewableKey = (userId: string) => ['account', userId, 'reviewable-products'] as const;

/** Products the customer bought and paid for and has not reviewed yet. */
export const reviewableProductsQuery = (userId: string) =>
  queryOptions({
    queryKey: reviewableKey(userId),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<ReviewableProduct[]>>('/reviews/reviewable-products', undefined, signal))
        .data,
  });

export interface PurchaseReview {
  product: string;
  rating: number;
  comment: string;
  images: File[];
}

/** SPEC §7: POST /reviews as multipart (product, rating, comment, images) from the Add Review tab. */
export function useReviewPurchase(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ product, rating, comment, images }: PurchaseReview) => {
      const form = new FormData();
      form.append('product', product);
      form.append('rating', String(rating));
      form.append('comment', comment);
      for (const image of images) form.append('images', image);
      return api.post<DataEnvelope<Review> & { message: string }>('/reviews', form);
    },
    onSuccess: async (_response, { product }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewableKey(userId) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.of('Product', product) }),
        queryClient.invalidateQueries({ queryKey: catalogueRoots.products }),
      ]);
    },
  });
}
