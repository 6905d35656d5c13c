import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPage } from '../../../../contract/pages';
import { PublicPageSchema } from '../../../../contract/pages';
import { ApiError } from './api-error';
import { apiRequest } from './request';

/** Each segment is encoded on its own because a slug may hold one slash (`company/partners`). */
const encodePath = (slug: string) => slug.split('/').map(encodeURIComponent).join('/');

/** `null` for a page that does not exist (or is unpublished), so the route can show not-found instead of an error. */
export async function getPage(slug: string, signal?: AbortSignal): Promise<PublicPage | null> {
  try {
    return await apiRequest(`/api/public/pages/${encodePath(slug)}`, { schema: PublicPageSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function getPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['public', 'pages', 'detail', slug] as const,
    queryFn: ({ signal }) => getPage(slug, signal),
  });
}

export function usePage(slug: string) {
  return useQuery(getPageQueryOptions(slug));
}
