import type { Order } from '@ochre/shared/schemas/orders';
import { queryOptions } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Orders belong to someone: the user id is in the key, so another account never sees a cached one. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (userId: string) => ['orders', userId, 'mine'] as const,
  detail: (userId: string, id: string) => ['orders', userId, 'detail', id] as const,
  byToken: (token: string) => ['orders', 'token', token] as const,
};

export const myOrdersQuery = (userId: string) =>
  queryOptions({
    queryKey: orderKeys.mine(userId),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<Order[]>>('/orders/myorders', undefined, signal)).data,
  });

export const orderQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(userId, id),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<Order>>(`/orders/${encodeURIComponent(id)}`, undefined, signal)).data,
  });

/** The order a payment link points to (SPEC §7 GET /orders/payment/{token}). */
export const orderByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: orderKeys.byToken(token),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<Order>>(`/orders/payment/${encodeURIComponent(token)}`, undefined, signal))
        .data,
    staleTime: 0,
  });

/** Saves the order's PDF invoice (SPEC §2 Orders list). */
export async function downloadInvoice(order: Pick<Order, '_id' | 'orderNumber'>): Promise<void> {
  const blob = await api.blob(`/orders/${encodeURIComponent(order._id)}/invoice`);
  saveFile(blob, `invoice-${order.orderNumber}.pdf`);
}
