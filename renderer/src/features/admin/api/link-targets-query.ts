import { queryOptions, useQuery } from '@tanstack/react-query';
import { LinkTargetListSchema } from '../../../../../contract/admin/link-targets';
import { apiRequest } from '../../../lib/api/request';

export const adminLinkTargetsPath = '/api/admin/link-targets';
/** Renames and publishing change what a link may point to: page and subpage writes invalidate this key. */
export const adminLinkTargetsKey = ['admin', 'link-targets'] as const;

function getLinkTargets(parameter: 'q' | 'path', value: string, signal?: AbortSignal) {
  const query = value === '' ? '' : `?${parameter}=${encodeURIComponent(value)}`;
  return apiRequest(`${adminLinkTargetsPath}${query}`, { schema: LinkTargetListSchema, signal });
}

/** Published pages and subpages whose title, address or block headings hold the words typed. */
export function getLinkTargetSearchOptions(q: string) {
  return queryOptions({
    queryKey: [...adminLinkTargetsKey, 'search', q.trim()] as const,
    queryFn: ({ signal }) => getLinkTargets('q', q.trim(), signal),
    // A title typed letter by letter keeps showing the last answer instead of flashing an empty list.
    placeholderData: (previous) => previous,
    retry: false,
  });
}

export function useLinkTargetSearch(q: string, enabled: boolean) {
  return useQuery({ ...getLinkTargetSearchOptions(q), enabled });
}

/** The published page or subpage at a site path (what an existing link points to); none when there is none. */
export function useLinkTargetAt(path: string | null) {
  return useQuery({
    queryKey: [...adminLinkTargetsKey, 'at', path ?? ''] as const,
    queryFn: async ({ signal }) => (await getLinkTargets('path', path ?? '/', signal)).items[0] ?? null,
    enabled: path !== null,
    retry: false,
    staleTime: 30_000,
  });
}
