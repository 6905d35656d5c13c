import { queryOptions, useQuery } from '@tanstack/react-query';

// The fetcher validates the answer with the contract's schemas, so it loads on the first fetch (see its module).
export function getCtaContentQueryOptions() {
  return queryOptions({
    queryKey: ['public', 'global-components', 'cta'] as const,
    queryFn: async ({ signal }) => (await import('./public-content-fetch')).getCtaContent(signal),
  });
}

/** The shared call to action; `enabled: false` where the page has its own (nothing is fetched then). */
export function useCtaContent({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getCtaContentQueryOptions(), enabled });
}
