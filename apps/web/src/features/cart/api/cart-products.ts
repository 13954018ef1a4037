import type { Product } from '@ochre/shared/schemas/products';
import { queryOptions } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { catalogueRoots } from '../../../lib/query-keys';

/**
 * A cart line's product as the catalogue has it now (price, name, stock), by
 * id; under the products root, so whatever refreshes the catalogue refreshes it.
 */
export const cartProductQuery = (id: string) =>
  queryOptions({
    queryKey: [...catalogueRoots.products, 'in-cart', id],
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<Product>>(`/products/slug/${encodeURIComponent(id)}`, undefined, signal))
        .data,
    staleTime: 30_000,
  });
