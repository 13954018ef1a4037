import type { TravelProgram } from '@ochre/shared/schemas/travels';
import { queryOptions } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

export const travelKeys = {
  all: ['travels'] as const,
  list: () => ['travels', 'list'] as const,
  detail: (destination: string) => ['travels', 'detail', destination] as const,
};

/** SPEC §7 GET /organized-travel: every program (few enough to search in the browser). */
export const travelProgramsQuery = () =>
  queryOptions({
    queryKey: travelKeys.list(),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<TravelProgram[]>>('/organized-travel', undefined, signal)).data,
    staleTime: 5 * 60_000,
  });

export const travelProgramQuery = (destination: string) =>
  queryOptions({
    queryKey: travelKeys.detail(destination),
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<TravelProgram>>(
          `/organized-travel/${encodeURIComponent(destination)}`,
          undefined,
          signal,
        )
      ).data,
    staleTime: 5 * 60_000,
  });
