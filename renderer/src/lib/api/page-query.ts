import { queryOptions, useQuery } from '@tanstack/react-query';

// The fetcher validates the answer with the contract's schemas, so it loads on the first fetch (see its module).
export function getPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['public', 'pages', 'detail', slug] as const,
    queryFn: async ({ signal }) => (await import('./public-content-fetch')).getPage(slug, signal),
  });
}

export function usePage(slug: string) {
  return useQuery(getPageQueryOptions(slug));
}
