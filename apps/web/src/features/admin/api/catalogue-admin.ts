import type { Pagination } from '@ochre/shared/schemas/common';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope, type Query } from '../../../lib/api-client';

type Saved<Item> = DataEnvelope<Item> & { message: string };

/**
 * The back office's calls for one catalogue (products, activities, travel
 * programs, articles, videos) under /admin/<name>: its list and one item here,
 * and saving (POST when new, PUT when it exists), patching and deleting one
 * through the hooks below, given what the catalogue sends. Every change refreshes the back office's lists, the
 * public pages under `publicRoot` and, where it counts the catalogue, the dashboard.
 */
export function catalogueAdmin<
  Item extends { _id: string },
  Filter extends object,
  List = { success: true; data: Item[]; pagination: Pagination },
>({
  name,
  publicRoot,
  dashboard = false,
  listRequest,
}: {
  name: string;
  publicRoot: readonly string[];
  dashboard?: boolean;
  /** Where the list is read from, when not /admin/<name> with the filter as it is. */
  listRequest?: (filter: Filter) => { path: string; query: Query };
}) {
  const base = `/admin/${name}`;
  const itemPath = (id: string) => `${base}/${encodeURIComponent(id)}`;
  const keys = {
    all: ['admin', name] as const,
    list: (filter: Filter) => ['admin', name, 'list', filter] as const,
    detail: (id: string) => ['admin', name, 'detail', id] as const,
  };
  return {
    base,
    itemPath,
    keys,
    publicRoot,
    dashboard,
    listQuery: (filter: Filter) => {
      const { path, query } = listRequest?.(filter) ?? { path: base, query: { ...filter } as Query };
      return queryOptions({
        queryKey: keys.list(filter),
        queryFn: ({ signal }) => api.get<List>(path, query, signal),
        placeholderData: keepPreviousData,
      });
    },
    itemQuery: (id: string) =>
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: async ({ signal }) =>
          (await api.get<DataEnvelope<Item>>(itemPath(id), undefined, signal)).data,
      }),
  };
}

/** What the hooks need of a catalogue's calls. */
interface Catalogue {
  base: string;
  itemPath: (id: string) => string;
  keys: { all: readonly string[]; detail: (id: string) => readonly string[] };
  publicRoot: readonly string[];
  dashboard: boolean;
}

function useRefresh<Item extends { _id: string }>(catalogue: Catalogue) {
  const queryClient = useQueryClient();
  return (saved?: Item) => {
    if (saved) queryClient.setQueryData(catalogue.keys.detail(saved._id), saved);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogue.keys.all }),
      queryClient.invalidateQueries({ queryKey: catalogue.publicRoot }),
      catalogue.dashboard ? queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }) : null,
    ]);
  };
}

export function useSaveItem<Item extends { _id: string }, Input>(catalogue: Catalogue, id: string | null) {
  const refresh = useRefresh<Item>(catalogue);
  return useMutation({
    mutationFn: (body: Input) =>
      id ? api.put<Saved<Item>>(catalogue.itemPath(id), body) : api.post<Saved<Item>>(catalogue.base, body),
    onSuccess: (response) => refresh(response.data),
  });
}

export function usePatchItem<Item extends { _id: string }, Patch>(catalogue: Catalogue) {
  const refresh = useRefresh<Item>(catalogue);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Patch }) =>
      api.patch<Saved<Item>>(catalogue.itemPath(id), patch),
    onSuccess: (response) => refresh(response.data),
  });
}

export function useDeleteItem<Item extends { _id: string }>(catalogue: Catalogue) {
  const refresh = useRefresh<Item>(catalogue);
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: true; message: string }>(catalogue.itemPath(id)),
    onSuccess: () => refresh(),
  });
}
