import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSubpage } from '../../../../contract/pages';
import { PublicSubpageSchema } from '../../../../contract/pages';
import { ApiError } from './api-error';
import { apiRequest } from './request';

/** `null` for a subpage that does not exist (or is unpublished), so the route can show not-found instead of an error. */
export async function getSubpage(
  parentSlug: string,
  slug: string,
  signal?: AbortSignal,
): Promise<PublicSubpage | null> {
  const path = `/api/public/subpages/${encodeURIComponent(parentSlug)}/${encodeURIComponent(slug)}`;
  try {
    return await apiRequest(path, { schema: PublicSubpageSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function getSubpageQueryOptions(parentSlug: string, slug: string) {
  return queryOptions({
    queryKey: ['public', 'subpages', 'detail', parentSlug, slug] as const,
    queryFn: ({ signal }) => getSubpage(parentSlug, slug, signal),
  });
}

export function useSubpage(parentSlug: string, slug: string) {
  return useQuery(getSubpageQueryOptions(parentSlug, slug));
}
