import type { User } from '@ochre/shared/schemas/auth';
import type { Pagination } from '@ochre/shared/schemas/common';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { authStore } from '../../auth/auth-store';

export interface UsersFilter {
  search: string;
  role: 'all' | 'admin' | 'customer';
  page: number;
}

export const adminUsersQuery = (filter: UsersFilter) =>
  queryOptions({
    queryKey: ['admin', 'users', filter],
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: User[]; pagination: Pagination }>(
        '/admin/users',
        { ...filter, limit: 20 },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
      api.patch<DataEnvelope<User> & { message: string }>(`/admin/users/${id}`, { isAdmin }),
    onSuccess: (response) => {
      // Stepping down closes the back office for this session at once, even if its page has gone meanwhile.
      if (response.data._id === authStore.getSnapshot().user?._id) authStore.updateUser(response.data);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}
