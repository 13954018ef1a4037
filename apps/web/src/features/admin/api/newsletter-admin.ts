import type { Pagination } from '@ochre/shared/schemas/common';
import type { Subscriber } from '@ochre/shared/schemas/newsletter';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export const subscribersQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'newsletter', { search, page }],
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: Subscriber[]; pagination: Pagination }>(
        '/admin/newsletter',
        { search, page, limit: 25 },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** Saves every subscriber as a CSV file. */
export async function downloadSubscribers(filename: string): Promise<void> {
  const blob = await api.blob('/admin/newsletter/export');
  saveFile(blob, filename);
}

export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: true; message: string }>(`/admin/newsletter/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'newsletter'] }),
  });
}
