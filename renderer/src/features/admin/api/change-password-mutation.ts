import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordPayload } from '../../../../../contract/account';
import { PasswordChangedSchema } from '../../../../../contract/account';
import { apiRequest } from '../../../lib/api/request';
import { sessionsKey } from './sessions-query';

/** Changes one's own password; the server signs out every other session, so the list is refetched. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ChangePasswordPayload) =>
      apiRequest('/api/password', { method: 'POST', body: payload, schema: PasswordChangedSchema, retry: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
