import type { Pagination } from '@ochre/shared/schemas/common';
import type { InboxItem, InboxThread } from '@ochre/shared/schemas/contact';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

export interface InboxFilter {
  kind: 'all' | 'contact' | 'ticket';
  status: 'all' | 'open' | 'answered' | 'closed';
  search: string;
  page: number;
}

export const inboxKeys = {
  all: ['admin', 'messages'] as const,
  list: (filter: InboxFilter) => ['admin', 'messages', 'list', filter] as const,
  thread: (id: string) => ['admin', 'messages', 'thread', id] as const,
};

export const inboxQuery = (filter: InboxFilter) =>
  queryOptions({
    queryKey: inboxKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: InboxItem[]; pagination: Pagination }>(
        '/admin/messages',
        { ...filter, limit: 20 },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** Opening a conversation marks it read, so the lists and the dashboard are refreshed after. */
export function useThreadQuery(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: inboxKeys.thread(id),
    queryFn: async ({ signal }) => {
      const thread = (
        await api.get<DataEnvelope<InboxThread>>(
          `/admin/messages/${encodeURIComponent(id)}`,
          undefined,
          signal,
        )
      ).data;
      void queryClient.invalidateQueries({ queryKey: [...inboxKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      return thread;
    },
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (thread: InboxThread) => {
    queryClient.setQueryData(inboxKeys.thread(thread._id), thread);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: [...inboxKeys.all, 'list'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    ]);
  };
}

export function useAnswer(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (message: string) =>
      api.post<DataEnvelope<InboxThread> & { message: string }>(
        `/admin/messages/${encodeURIComponent(id)}/replies`,
        { message },
      ),
    onSuccess: (response) => refresh(response.data),
  });
}

export function useSetThreadStatus(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (status: 'open' | 'closed') =>
      api.patch<DataEnvelope<InboxThread> & { message: string }>(
        `/admin/messages/${encodeURIComponent(id)}`,
        {
          status,
        },
      ),
    onSuccess: (response) => refresh(response.data),
  });
}
