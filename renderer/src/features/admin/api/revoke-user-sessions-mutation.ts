import { useMutation } from '@tanstack/react-query';
import { RevokedSessionsSchema } from '../../../../../contract/account';
import { apiRequest } from '../../../lib/api/request';
import { adminUsersPath } from './users-list-query';

/** An admin signs a person out of every session (a lost laptop, a leaver); returns how many ended. */
export function useRevokeUserSessions() {
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await apiRequest(`${adminUsersPath}/${id}/sessions`, {
          method: 'DELETE',
          schema: RevokedSessionsSchema,
          retry: false,
        })
      ).revoked,
  });
}
