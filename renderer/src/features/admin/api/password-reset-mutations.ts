import { useMutation } from '@tanstack/react-query';
import { CreatedPasswordResetSchema, WithdrawnPasswordResetsSchema } from '../../../../../contract/password-resets';
import { apiRequest } from '../../../lib/api/request';
import { adminUsersPath } from './users-list-query';

const resetPath = (userId: number) => `${adminUsersPath}/${userId}/password-reset`;

/** Makes a one-time reset link for a person (replacing an unused one); its path is answered this once. */
export function useCreatePasswordReset() {
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest(resetPath(userId), { method: 'POST', schema: CreatedPasswordResetSchema, retry: false }),
  });
}

export function useWithdrawPasswordReset() {
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest(resetPath(userId), { method: 'DELETE', schema: WithdrawnPasswordResetsSchema, retry: false }),
  });
}
