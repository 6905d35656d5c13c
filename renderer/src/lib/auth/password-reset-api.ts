import { useQuery } from '@tanstack/react-query';
import { PasswordResetDoneSchema, PasswordResetPreviewSchema } from '../../../../contract/password-resets';
import { apiRequest } from '../api/request';

const resetPath = (token: string) => `/api/password-resets/${encodeURIComponent(token)}`;

/** Whose password an admin's reset link sets; fails (410) once the link is used, expired or withdrawn. */
export function usePasswordResetPreview(token: string) {
  return useQuery({
    queryKey: ['password-reset', token] as const,
    queryFn: ({ signal }) => apiRequest(resetPath(token), { schema: PasswordResetPreviewSchema, signal }),
    retry: false,
  });
}

export function resetPassword(token: string, password: string) {
  return apiRequest(resetPath(token), {
    method: 'POST',
    body: { password },
    schema: PasswordResetDoneSchema,
    retry: false,
  });
}
