import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { SubmissionPatchPayload } from '../../../../../contract/admin/admin-submissions';
import { apiRequest } from '../../../lib/api/request';
import { adminStatsKey } from './stats-query';
import type { SubmissionKindName } from './submission-kinds';
import { submissionKinds } from './submission-kinds';
import { submissionListsKey } from './submissions-list-query';

/** A status, a folder ("Not spam") or both. */
export function patchSubmission(kind: SubmissionKindName, id: number, patch: SubmissionPatchPayload) {
  // The list is refetched afterwards, so the answer only needs to be a success.
  return apiRequest(`${submissionKinds[kind].path}/${id}`, {
    method: 'PATCH',
    body: patch,
    schema: z.unknown(),
    retry: false,
  });
}

export function deleteSubmission(kind: SubmissionKindName, id: number) {
  return apiRequest(`${submissionKinds[kind].path}/${id}`, { method: 'DELETE', schema: z.unknown(), retry: false });
}

export function usePatchSubmission(kind: SubmissionKindName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: SubmissionPatchPayload }) => patchSubmission(kind, id, patch),
    // The dashboard counts new inbox items, which a status or folder change moves.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: submissionListsKey(kind) }),
        client.invalidateQueries({ queryKey: adminStatsKey }),
      ]),
  });
}

export function useDeleteSubmission(kind: SubmissionKindName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSubmission(kind, id),
    onSuccess: () => client.invalidateQueries({ queryKey: submissionListsKey(kind) }),
  });
}
