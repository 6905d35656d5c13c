import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmissionBulkAction } from '../../../../../contract/admin/admin-submissions';
import { SubmissionBulkResultSchema } from '../../../../../contract/admin/admin-submissions';
import { apiRequest } from '../../../lib/api/request';
import { adminStatsKey } from './stats-query';
import type { SubmissionKindName } from './submission-kinds';
import { submissionKinds } from './submission-kinds';
import { submissionListsKey } from './submissions-list-query';

/** One action on a selection, in one request (and one statement on the server: all of them or none). */
export function bulkSubmissions(kind: SubmissionKindName, ids: readonly number[], action: SubmissionBulkAction) {
  return apiRequest(`${submissionKinds[kind].path}/bulk`, {
    method: 'POST',
    body: { ids, action },
    schema: SubmissionBulkResultSchema,
    retry: false,
  });
}

export function useBulkSubmissions(kind: SubmissionKindName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, action }: { ids: readonly number[]; action: SubmissionBulkAction }) =>
      bulkSubmissions(kind, ids, action),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: submissionListsKey(kind) }),
        client.invalidateQueries({ queryKey: adminStatsKey }),
      ]),
  });
}
