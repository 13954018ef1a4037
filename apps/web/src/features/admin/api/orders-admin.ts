import type { AdminOrderSummary, AdminOrdersQuery } from '@ochre/shared/schemas/admin-orders';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { Order } from '@ochre/shared/schemas/orders';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  list: (filter: AdminOrdersQuery) => ['admin', 'orders', 'list', filter] as const,
  detail: (id: string) => ['admin', 'orders', 'detail', id] as const,
};

export const adminOrdersQuery = (filter: AdminOrdersQuery) =>
  queryOptions({
    queryKey: adminOrderKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: AdminOrderSummary[]; pagination: Pagination }>(
        '/admin/orders',
        { ...filter },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: adminOrderKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<Order>>(`/admin/orders/${encodeURIComponent(id)}`, undefined, signal)).data,
  });

/** Cash taken on site, or the parcel handed to the carrier. */
export function useOrderAction(action: 'mark-paid' | 'mark-shipped') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<DataEnvelope<Order> & { message: string }>(
        `/admin/orders/${encodeURIComponent(id)}/${action}`,
      ),
    onSuccess: async (response) => {
      queryClient.setQueryData(adminOrderKeys.detail(response.data._id), response.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]);
    },
  });
}
