import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminGlobalComponentSchema } from '../../../../../contract/admin/admin-global-components';
import type { GlobalComponentName } from '../../../../../contract/global-components/global-component';
import { apiRequest } from '../../../lib/api/request';
import { ifMatch } from './edit-version';
import { getAdminGlobalComponentQueryOptions } from './global-component-query';
import { globalComponentRevisionsPath } from './global-component-revisions-query';
import { invalidateGlobalComponent } from './invalidate-global-component';

export function restoreGlobalComponentRevision(
  name: GlobalComponentName,
  revisionId: number,
  version: number | undefined,
) {
  return apiRequest(`${globalComponentRevisionsPath(name)}/${revisionId}/restore`, {
    method: 'POST',
    schema: AdminGlobalComponentSchema,
    retry: false,
    headers: ifMatch(version),
  });
}

export function useRestoreGlobalComponentRevision(name: GlobalComponentName) {
  const client = useQueryClient();
  return useMutation({
    // A restore is a save too: it names the version the form shows, so it cannot replace a newer one unseen.
    mutationFn: (revisionId: number) =>
      restoreGlobalComponentRevision(
        name,
        revisionId,
        client.getQueryData(getAdminGlobalComponentQueryOptions(name).queryKey)?.version,
      ),
    onSuccess: () => invalidateGlobalComponent(client, name),
  });
}
