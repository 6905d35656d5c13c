import { queryOptions, useQuery } from '@tanstack/react-query';

// The fetcher validates the answer with the contract's schemas, so it loads on the first fetch (see its module).
export function getHeaderConfigQueryOptions() {
  return queryOptions({
    queryKey: ['public', 'global-components', 'header'] as const,
    queryFn: async ({ signal }) => (await import('./public-content-fetch')).getHeaderConfig(signal),
  });
}

export function useHeaderConfig() {
  return useQuery(getHeaderConfigQueryOptions());
}
