import { queryOptions, useQuery } from '@tanstack/react-query';

// The fetcher validates the answer with the contract's schemas, so it loads on the first fetch (see its module).
export function getFooterContentQueryOptions() {
  return queryOptions({
    queryKey: ['public', 'global-components', 'footer'] as const,
    queryFn: async ({ signal }) => (await import('./public-content-fetch')).getFooterContent(signal),
  });
}

export function useFooterContent() {
  return useQuery(getFooterContentQueryOptions());
}
