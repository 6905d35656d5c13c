import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Redirect, RedirectCreatePayload } from '../../../../../contract/admin/admin-redirects';
import { RedirectSchema } from '../../../../../contract/admin/admin-redirects';
import { apiRequest } from '../../../lib/api/request';
import { adminRedirectsKey, adminRedirectsPath } from './redirects-query';

export function createRedirect(payload: RedirectCreatePayload): Promise<Redirect> {
  return apiRequest(adminRedirectsPath, { method: 'POST', body: payload, schema: RedirectSchema, retry: false });
}

export function deleteRedirect(id: number): Promise<unknown> {
  return apiRequest(`${adminRedirectsPath}/${id}`, { method: 'DELETE', schema: z.unknown(), retry: false });
}

/** A redirect changes where public addresses lead, so public queries refetch too. */
function useRedirectMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: adminRedirectsKey });
      await client.invalidateQueries({ queryKey: ['public'] });
    },
  });
}

export const useCreateRedirect = () => useRedirectMutation(createRedirect);
export const useDeleteRedirect = () => useRedirectMutation(deleteRedirect);
