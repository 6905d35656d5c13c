import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminGlobalComponent } from '../../../../../contract/admin/admin-global-components';
import { AdminGlobalComponentSchema } from '../../../../../contract/admin/admin-global-components';
import type { GlobalComponentName } from '../../../../../contract/global-components/global-component';
import { apiRequest } from '../../../lib/api/request';

export const adminGlobalComponentPath = (name: GlobalComponentName) => `/api/admin/global-components/${name}`;

export function getAdminGlobalComponent(
  name: GlobalComponentName,
  signal?: AbortSignal,
): Promise<AdminGlobalComponent> {
  return apiRequest(adminGlobalComponentPath(name), { schema: AdminGlobalComponentSchema, signal });
}

export function getAdminGlobalComponentQueryOptions(name: GlobalComponentName) {
  return queryOptions({
    // The form is keyed by this data's save time: a refetch on focus would replace unsaved edits with a
    // newer version. A save from the older one is refused (412) and offers the choice instead.
    refetchOnWindowFocus: false,
    queryKey: ['admin', 'global-components', name] as const,
    queryFn: ({ signal }) => getAdminGlobalComponent(name, signal),
  });
}

export function useAdminGlobalComponent(name: GlobalComponentName) {
  return useQuery(getAdminGlobalComponentQueryOptions(name));
}
