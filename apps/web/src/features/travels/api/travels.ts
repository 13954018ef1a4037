import type { TravelDepartures, TravelProgram } from '@ochre/shared/schemas/travels';
import { queryOptions } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { catalogueRoots } from '../../../lib/query-keys';

export const travelKeys = {
  all: catalogueRoots.travels,
  list: () => ['travels', 'list'] as const,
  detail: (destination: string) => ['travels', 'detail', destination] as const,
  departures: (destination: string) => ['travels', 'departures', destination] as const,
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

/** A program's fixed departures with the seats each has left (issue 15); never cached long. */
export const travelDeparturesQuery = (destination: string) =>
  queryOptions({
    queryKey: travelKeys.departures(destination),
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<TravelDepartures>>(
          `/organized-travel/${encodeURIComponent(destination)}/departures`,
          undefined,
          signal,
        )
      ).data,
    staleTime: 15_000,
  });
