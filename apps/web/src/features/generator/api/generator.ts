import { GENERATOR_POLL_INTERVAL_MS } from '@ochre/shared/constants';
import type {
  GenerateArticleBody,
  GenerationStartResponse,
  GenerationStatusResponse,
  GeneratorWriterInfo,
  SavedDraft,
} from '@ochre/shared/schemas/generator';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

export const generatorKeys = {
  all: ['generator'] as const,
  writer: () => [...generatorKeys.all, 'writer'] as const,
  task: (taskId: string) => [...generatorKeys.all, 'task', taskId] as const,
};

export const isSettled = (status: GenerationStatusResponse['status'] | undefined) =>
  status === 'completed' || status === 'failed';

export const writerInfoQuery = () =>
  queryOptions({
    queryKey: generatorKeys.writer(),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<GeneratorWriterInfo>>('/generate-article/writer', undefined, signal)).data,
    staleTime: 5 * 60_000,
  });

/**
 * SPEC §4 Article generation: the status is polled every 2 seconds until the
 * task is completed or failed; a polling error stops the polling (no retry).
 */
export const taskStatusQuery = (taskId: string) =>
  queryOptions({
    queryKey: generatorKeys.task(taskId),
    queryFn: ({ signal }) =>
      api.get<GenerationStatusResponse>(`/article-status/${encodeURIComponent(taskId)}`, undefined, signal),
    retry: false,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.status === 'error' || isSettled(query.state.data?.status)
        ? false
        : GENERATOR_POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });

export function useStartGeneration() {
  return useMutation({
    mutationFn: (body: GenerateArticleBody) => api.post<GenerationStartResponse>('/generate-article', body),
  });
}

export function useSaveDraft(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (index: number) =>
      api.post<DataEnvelope<SavedDraft>>(
        `/article-status/${encodeURIComponent(taskId)}/articles/${index}/draft`,
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: generatorKeys.task(taskId) }),
        queryClient.invalidateQueries({ queryKey: ['articles'] }),
      ]);
    },
  });
}
