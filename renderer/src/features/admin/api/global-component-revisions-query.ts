import { queryOptions, useQuery } from '@tanstack/react-query';
import { RevisionListSchema } from '../../../../../contract/admin/revisions';
import type { GlobalComponentName } from '../../../../../contract/global-components/global-component';
import { apiRequest } from '../../../lib/api/request';

export const globalComponentRevisionsPath = (name: GlobalComponentName) =>
  `/api/admin/global-components/${name}/revisions`;

export function getGlobalComponentRevisions(name: GlobalComponentName, signal?: AbortSignal) {
  return apiRequest(`${globalComponentRevisionsPath(name)}?pageSize=10`, { schema: RevisionListSchema, signal });
}

export function getGlobalComponentRevisionsQueryOptions(name: GlobalComponentName) {
  return queryOptions({
    queryKey: ['admin', 'global-components', name, 'revisions'] as const,
    queryFn: ({ signal }) => getGlobalComponentRevisions(name, signal),
  });
}

export function useGlobalComponentRevisions(name: GlobalComponentName) {
  return useQuery(getGlobalComponentRevisionsQueryOptions(name));
}
