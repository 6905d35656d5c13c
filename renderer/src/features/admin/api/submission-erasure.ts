import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErasurePreview, ErasureResult } from '../../../../../contract/admin/admin-submissions';
import { ErasurePreviewSchema, ErasureResultSchema } from '../../../../../contract/admin/admin-submissions';
import { apiRequest } from '../../../lib/api/request';
import { adminStatsKey } from './stats-query';
import { submissionListsKey } from './submissions-list-query';

/*
 * "Delete this person's data". The address goes in a POST body both times, never in a URL, so it
 * stays out of access logs and browser history.
 */

export function previewErasure(email: string): Promise<ErasurePreview> {
  return apiRequest('/api/admin/submissions/erase-preview', {
    method: 'POST',
    body: { email },
    schema: ErasurePreviewSchema,
    retry: false,
  });
}

export function erasePersonData(email: string): Promise<ErasureResult> {
  return apiRequest('/api/admin/submissions/erase', {
    method: 'POST',
    body: { email },
    schema: ErasureResultSchema,
    retry: false,
  });
}

export function useErasePersonData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: erasePersonData,
    // Both kinds of submission may have gone, and with them the dashboard's counts.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: submissionListsKey('contact') }),
        client.invalidateQueries({ queryKey: submissionListsKey('job') }),
        client.invalidateQueries({ queryKey: adminStatsKey }),
      ]),
  });
}
