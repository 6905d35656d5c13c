import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGlobalComponent } from '../../../../../contract/admin/admin-global-components';
import { AdminGlobalComponentSchema } from '../../../../../contract/admin/admin-global-components';
import type { GlobalComponentName } from '../../../../../contract/global-components/global-component';
import { apiRequest } from '../../../lib/api/request';
import { adminGlobalComponentPath } from './global-component-query';
import { invalidateGlobalComponent } from './invalidate-global-component';

export function putGlobalComponent(name: GlobalComponentName, content: unknown): Promise<AdminGlobalComponent> {
  return apiRequest(adminGlobalComponentPath(name), {
    method: 'PUT',
    body: { content },
    schema: AdminGlobalComponentSchema,
    retry: false,
  });
}

export function useSaveGlobalComponent(name: GlobalComponentName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: unknown) => putGlobalComponent(name, content),
    onSuccess: () => invalidateGlobalComponent(client, name),
  });
}
