import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminGlobalComponentSchema } from '../../../../../contract/admin/admin-global-components';
import type { GlobalComponentName } from '../../../../../contract/global-components/global-component';
import { apiRequest } from '../../../lib/api/request';
import { globalComponentRevisionsPath } from './global-component-revisions-query';
import { invalidateGlobalComponent } from './invalidate-global-component';

export function restoreGlobalComponentRevision(name: GlobalComponentName, revisionId: number) {
  return apiRequest(`${globalComponentRevisionsPath(name)}/${revisionId}/restore`, {
    method: 'POST',
    schema: AdminGlobalComponentSchema,
    retry: false,
  });
}

export function useRestoreGlobalComponentRevision(name: GlobalComponentName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: number) => restoreGlobalComponentRevision(name, revisionId),
    onSuccess: () => invalidateGlobalComponent(client, name),
  });
}
