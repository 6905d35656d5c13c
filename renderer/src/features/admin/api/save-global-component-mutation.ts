import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGlobalComponent } from '../../../../../contract/admin/admin-global-components';
import { AdminGlobalComponentSchema } from '../../../../../contract/admin/admin-global-components';
import type { GlobalComponentName } from '../../../../../contract/global-components/global-component';
import { apiRequest } from '../../../lib/api/request';
import { ifMatch } from './edit-version';
import { adminGlobalComponentPath, getAdminGlobalComponentQueryOptions } from './global-component-query';
import { invalidateGlobalComponent } from './invalidate-global-component';

/** Saves over `version` (If-Match): a component saved by someone else since is refused with 412. */
export function putGlobalComponent(
  name: GlobalComponentName,
  content: unknown,
  version: number | undefined,
): Promise<AdminGlobalComponent> {
  return apiRequest(adminGlobalComponentPath(name), {
    method: 'PUT',
    body: { content },
    schema: AdminGlobalComponentSchema,
    retry: false,
    headers: ifMatch(version),
  });
}

export function useSaveGlobalComponent(name: GlobalComponentName) {
  const client = useQueryClient();
  return useMutation({
    // The version the form was opened on (the query data it is keyed by), unless the caller names another.
    mutationFn: ({ content, version }: { content: unknown; version?: number }) =>
      putGlobalComponent(
        name,
        content,
        version ?? client.getQueryData(getAdminGlobalComponentQueryOptions(name).queryKey)?.version,
      ),
    onSuccess: () => invalidateGlobalComponent(client, name),
  });
}
