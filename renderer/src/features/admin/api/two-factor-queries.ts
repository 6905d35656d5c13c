import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisableTwoFactorPayload } from '../../../../../contract/two-factor';
import {
  RecoveryCodesSchema,
  TwoFactorDisabledSchema,
  TwoFactorEnrolmentSchema,
  TwoFactorStatusSchema,
} from '../../../../../contract/two-factor';
import { apiRequest } from '../../../lib/api/request';
import { getCurrentUserQueryOptions } from '../../../lib/auth/current-user-query';

const twoFactorPath = '/api/account/two-factor';
export const twoFactorKey = ['account', 'two-factor'] as const;

/** Whether one's two-factor sign-in is on, whether it must be, and how many recovery codes are left. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => apiRequest(twoFactorPath, { schema: TwoFactorStatusSchema, signal }),
    retry: false,
  });
}

/** A new secret and its QR code; nothing changes for signing in until a code confirms it. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: () =>
      apiRequest(`${twoFactorPath}/start`, { method: 'POST', schema: TwoFactorEnrolmentSchema, retry: false }),
  });
}

/**
 * Turns two-factor on and answers the recovery codes. The signed-in user is refreshed only once the person has
 * saved them (`useTwoFactorDone`): an account that had to enrol would otherwise leave the codes' screen at once.
 */
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(`${twoFactorPath}/confirm`, {
        method: 'POST',
        body: { code },
        schema: RecoveryCodesSchema,
        retry: false,
      }),
  });
}

export function useDisableTwoFactor() {
  const done = useTwoFactorDone();
  return useMutation({
    mutationFn: (payload: DisableTwoFactorPayload) =>
      apiRequest(twoFactorPath, { method: 'DELETE', body: payload, schema: TwoFactorDisabledSchema, retry: false }),
    onSuccess: done,
  });
}

/** Refreshes what depends on one's two-factor state: its status and the signed-in user (the enrolment gate). */
export function useTwoFactorDone() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: twoFactorKey }),
      client.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey }),
    ]);
}
