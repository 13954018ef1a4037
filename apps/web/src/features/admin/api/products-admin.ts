import type {
  AdminProduct,
  AdminProductsQuery,
  ProductInput,
  ProductPatch,
} from '@ochre/shared/schemas/admin-catalog';
import type { Pagination } from '@ochre/shared/schemas/common';
import { catalogueRoots } from '../../../lib/query-keys';
import { catalogueAdmin, useDeleteItem, usePatchItem, useSaveItem } from './catalogue-admin';

/** The shop's products; the dashboard counts their stock, so it is refreshed too. */
const products = catalogueAdmin<
  AdminProduct,
  AdminProductsQuery,
  { success: true; data: AdminProduct[]; pagination: Pagination; categories: string[] }
>({ name: 'products', publicRoot: catalogueRoots.products, dashboard: true });

export const adminProductsQuery = products.listQuery;
export const adminProductQuery = products.itemQuery;
export const useSaveProduct = (id: string | null) => useSaveItem<AdminProduct, ProductInput>(products, id);
export const usePatchProduct = () => usePatchItem<AdminProduct, ProductPatch>(products);
export const useDeleteProduct = () => useDeleteItem<AdminProduct>(products);
