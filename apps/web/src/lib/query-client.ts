import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * SPEC §9: queries retry once and do not refetch on window focus. Client errors
 * (4xx) are answers, not failures, so they are never retried.
 */
export function createQueryClient(options: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: options.server
          ? false
          : (failureCount, error) =>
              !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}
