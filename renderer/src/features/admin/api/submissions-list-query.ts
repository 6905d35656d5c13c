import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmissionFilter } from '../../../../../contract/admin/admin-submissions';
import { apiRequest } from '../../../lib/api/request';
import type { SubmissionKindName } from './submission-kinds';
import { submissionKinds } from './submission-kinds';

export interface SubmissionListParams extends SubmissionFilter {
  page: number;
  pageSize: number;
  /** An answer's `nextCursor` or `prevCursor`: the page starts there, and `page` is not sent. */
  cursor?: string | undefined;
}

/** Only the filters that are set, so the query string (and the CSV export's) carries no empty keys. */
export function submissionSearch(params: Partial<SubmissionListParams>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === 'page' && params.cursor) continue;
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function getSubmissions<K extends SubmissionKindName>(
  kind: K,
  params: SubmissionListParams,
  signal?: AbortSignal,
) {
  const { path, listSchema } = submissionKinds[kind];
  return apiRequest(`${path}${submissionSearch(params)}`, { schema: listSchema, signal });
}

/** Every list of one kind sits under this prefix, so actions invalidate all its pages and filters at once. */
export const submissionListsKey = (kind: SubmissionKindName) => ['admin', 'submissions', kind] as const;

export function getSubmissionsQueryOptions<K extends SubmissionKindName>(kind: K, params: SubmissionListParams) {
  return queryOptions({
    queryKey: [...submissionListsKey(kind), params] as const,
    queryFn: ({ signal }) => getSubmissions(kind, params, signal),
    placeholderData: keepPreviousData,
    // A viewer's 403 is an answer about their role, not a failure worth retrying.
    retry: false,
  });
}

export function useSubmissions<K extends SubmissionKindName>(kind: K, params: SubmissionListParams, enabled = true) {
  return useQuery({ ...getSubmissionsQueryOptions(kind, params), enabled });
}
