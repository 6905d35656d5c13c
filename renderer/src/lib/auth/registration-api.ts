import { useQuery } from '@tanstack/react-query';
import type { AcceptInvitationPayload } from '../../../../contract/invitations';
import { InvitationPreviewSchema, RegistrationInfoSchema } from '../../../../contract/invitations';
import { UserSchema } from '../../../../contract/user';
import { apiRequest } from '../api/request';

/** How this site lets people join; a backend without the call (the hosted one) is taken to allow registering. */
export function useRegistrationMode() {
  return useQuery({
    queryKey: ['registration-mode'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/registration', { schema: RegistrationInfoSchema, signal, retry: false })
        .then((info) => info.mode)
        .catch(() => 'approval' as const),
    staleTime: Infinity,
  });
}

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/invitations/${encodeURIComponent(token)}`, { schema: InvitationPreviewSchema, signal }),
    retry: false,
  });
}

export function acceptInvitation(token: string, payload: AcceptInvitationPayload) {
  return apiRequest(`/api/invitations/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: payload,
    schema: UserSchema,
    retry: false,
  });
}
