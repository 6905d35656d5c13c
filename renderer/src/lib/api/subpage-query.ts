import { queryOptions, useQuery } from '@tanstack/react-query';

// The fetcher validates the answer with the contract's schemas, so it loads on the first fetch (see its module).
export function getSubpageQueryOptions(parentSlug: string, slug: string) {
  return queryOptions({
    queryKey: ['public', 'subpages', 'detail', parentSlug, slug] as const,
    queryFn: async ({ signal }) => (await import('./public-content-fetch')).getSubpage(parentSlug, slug, signal),
  });
}

export function useSubpage(parentSlug: string, slug: string) {
  return useQuery(getSubpageQueryOptions(parentSlug, slug));
}
