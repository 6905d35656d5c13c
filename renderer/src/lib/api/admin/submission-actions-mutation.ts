import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { SubmissionStatus } from '../../../../../contract/admin/admin-submissions';
import { apiRequest } from '../request';
import type { SubmissionKindName } from './submission-kinds';
import { submissionKinds } from './submission-kinds';
import { submissionListsKey } from './submissions-list-query';

export function patchSubmissionStatus(kind: SubmissionKindName, id: number, status: SubmissionStatus) {
  // The list is refetched afterwards, so the answer only needs to be a success.
  return apiRequest(`${submissionKinds[kind].path}/${id}`, {
    method: 'PATCH',
    body: { status },
    schema: z.unknown(),
    retry: false,
  });
}

export function deleteSubmission(kind: SubmissionKindName, id: number) {
  return apiRequest(`${submissionKinds[kind].path}/${id}`, { method: 'DELETE', schema: z.unknown(), retry: false });
}

export function useSubmissionStatus(kind: SubmissionKindName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: SubmissionStatus }) => patchSubmissionStatus(kind, id, status),
    onSuccess: () => client.invalidateQueries({ queryKey: submissionListsKey(kind) }),
  });
}

export function useDeleteSubmission(kind: SubmissionKindName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSubmission(kind, id),
    onSuccess: () => client.invalidateQueries({ queryKey: submissionListsKey(kind) }),
  });
}
