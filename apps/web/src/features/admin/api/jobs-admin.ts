import type { Pagination } from '@ochre/shared/schemas/common';
import type { FailedJob, QueueCounts } from '@ochre/shared/schemas/jobs';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const jobQueuesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'jobs', 'queues'],
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: QueueCounts[] }>('/admin/jobs/queues', undefined, signal),
  });

export const failedJobsQuery = (queue: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'jobs', 'failed', { queue, page }],
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: FailedJob[]; pagination: Pagination }>(
        '/admin/jobs/failed',
        { queue, page, limit: 20 },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: Pick<FailedJob, '_id' | 'queue'>) =>
      api.post<{ success: true; message: string }>(
        `/admin/jobs/${encodeURIComponent(job.queue)}/${encodeURIComponent(job._id)}/retry`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'jobs'] }),
  });
}
