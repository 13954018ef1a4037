import type {
  AdminProduct,
  AdminProductsQuery,
  ProductInput,
  ProductPatch,
} from '@ochre/shared/schemas/admin-catalog';
import type { Pagination } from '@ochre/shared/schemas/common';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { productKeys } from '../../products/api/products';

export const adminProductKeys = {
  all: ['admin', 'products'] as const,
  list: (filter: AdminProductsQuery) => ['admin', 'products', 'list', filter] as const,
  detail: (id: string) => ['admin', 'products', 'detail', id] as const,
};

export const adminProductsQuery = (filter: AdminProductsQuery) =>
  queryOptions({
    queryKey: adminProductKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: AdminProduct[]; pagination: Pagination; categories: string[] }>(
        '/admin/products',
        { ...filter },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const adminProductQuery = (id: string) =>
  queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<AdminProduct>>(
          `/admin/products/${encodeURIComponent(id)}`,
          undefined,
          signal,
        )
      ).data,
  });

type Saved = DataEnvelope<AdminProduct> & { message: string };

/** A change to a product refreshes the back office's lists and the shop's pages. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (saved?: AdminProduct) => {
    if (saved) queryClient.setQueryData(adminProductKeys.detail(saved._id), saved);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    ]);
  };
}

export function useSaveProduct(id: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ProductInput) =>
      id
        ? api.put<Saved>(`/admin/products/${encodeURIComponent(id)}`, body)
        : api.post<Saved>('/admin/products', body),
    onSuccess: (response) => refresh(response.data),
  });
}

export function usePatchProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ProductPatch }) =>
      api.patch<Saved>(`/admin/products/${encodeURIComponent(id)}`, patch),
    onSuccess: (response) => refresh(response.data),
  });
}

export function useDeleteProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: true; message: string }>(`/admin/products/${encodeURIComponent(id)}`),
    onSuccess: () => refresh(),
  });
}
