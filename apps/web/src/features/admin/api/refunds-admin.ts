import type { Reservation, ReservationKind } from '@ochre/shared/schemas/bookings';
import type { Order } from '@ochre/shared/schemas/orders';
import type { RefundBody } from '@ochre/shared/schemas/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { reservationKeys } from '../../bookings/api/reservations';
import { orderKeys } from '../../orders/api/orders';
import { adminOrderKeys } from './orders-admin';
import { adminReservationKeys } from './reservations-admin';

/** What a refund gives back on: an order, or a reservation (spread over the orders that paid it). */
export type RefundTarget = { order: Pick<Order, '_id'> } | { reservation: Pick<Reservation, '_id' | 'kind'> };

const pathOf = (target: RefundTarget) =>
  'order' in target
    ? `/admin/orders/${encodeURIComponent(target.order._id)}/refunds`
    : `/admin/reservations/${encodeURIComponent(target.reservation.kind)}/${encodeURIComponent(target.reservation._id)}/refunds`;

/** Refunds through PayPal; the body's key makes a retried click the same refund. */
export function useRefund(target: RefundTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundBody) =>
      api.post<DataEnvelope<Order | Reservation> & { message: string }>(pathOf(target), body),
    onSuccess: async (response) => {
      if ('order' in target) {
        queryClient.setQueryData(adminOrderKeys.detail(target.order._id), response.data);
      } else {
        const { kind, _id } = target.reservation as { kind: ReservationKind; _id: string };
        queryClient.setQueryData(adminReservationKeys.detail(kind, _id), response.data);
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminReservationKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
      ]);
    },
  });
}
