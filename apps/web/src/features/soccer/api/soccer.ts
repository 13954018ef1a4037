import { SOCCER_REFRESH_MS } from '@ochre/shared/constants';
import type { SoccerMatch } from '@ochre/shared/schemas/soccer';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /soccer: live matches, asked again every minute while the page is open (SPEC §2 Soccer). */
export const liveMatchesQuery = () =>
  queryOptions({
    queryKey: ['soccer', 'live'] as const,
    queryFn: ({ signal }) => api.get<SoccerMatch[]>('/soccer', undefined, signal),
    staleTime: SOCCER_REFRESH_MS / 2,
    refetchInterval: SOCCER_REFRESH_MS,
  });
