import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RevisionCollection } from '../../../../../contract/admin/revisions';
import { RevisionListSchema } from '../../../../../contract/admin/revisions';
import { apiRequest } from '../../../lib/api/request';
import { revisionKeys } from './revisions-keys';

export const revisionsPageSize = 10;

export function getRevisions(collection: RevisionCollection, id: number, page: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/${collection}/${id}/revisions?page=${page}&pageSize=${revisionsPageSize}`, {
    schema: RevisionListSchema,
    signal,
  });
}

export function revisionsQueryOptions(collection: RevisionCollection, id: number, page: number) {
  return queryOptions({
    queryKey: revisionKeys.list(collection, id, page),
    queryFn: ({ signal }) => getRevisions(collection, id, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRevisions(collection: RevisionCollection, id: number, page: number, enabled = true) {
  return useQuery({ ...revisionsQueryOptions(collection, id, page), enabled });
}
