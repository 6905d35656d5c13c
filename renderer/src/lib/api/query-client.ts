import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { mutationRetries, mutationRetryDelay } from './retry-policy';
import { wasServedWithPage } from './served-with-page';

/** The spec's query defaults (section 9): always refetch on focus and mount, keep unused data 30 s, never poll. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        gcTime: 30_000,
        refetchOnWindowFocus: true,
        // Except data the server just rendered into the page (see served-with-page.ts).
        refetchOnMount: (query) => !wasServedWithPage(query),
        refetchInterval: false,
        // apiRequest already makes 3 attempts with backoff; retrying here too would mean up to 9 calls.
        retry: false,
      },
      mutations: {
        // Mutation fetchers pass `retry: false` to apiRequest, so this is their only retry layer.
        retry: (failureCount, error) => failureCount < mutationRetries && error instanceof ApiError && error.retryable,
        // TanStack passes the error as the second argument, which must not reach the `random` parameter.
        retryDelay: (failureCount) => mutationRetryDelay(failureCount),
      },
    },
  });
}
