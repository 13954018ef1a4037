import type { CheckoutForm, Order } from '@ochre/shared/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { catalogueRoots } from '../../../lib/query-keys';
import type { CartItem } from '../../cart/cart-store';
import { orderBody } from '../order-body';
import { pendingOrder } from '../pending-order';

/**
 * SPEC §7 POST /orders from the cart and the shipping form. The order is kept
 * as this cart's pending one (a reload pays it rather than ordering again); a
 * 409 means prices or stock moved, so the catalogue is read again and the cart
 * shows what is true now.
 */
export function useCreateOrder(items: readonly CartItem[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: CheckoutForm) =>
      api.post<{ success: true; message: string; data: Order }>('/orders', orderBody(items, form)),
    onSuccess: (response) => pendingOrder.save(response.data._id, items),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: catalogueRoots.products });
      }
    },
  });
}
