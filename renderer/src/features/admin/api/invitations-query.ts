import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { CreateInvitationPayload } from '../../../../../contract/invitations';
import { CreatedInvitationSchema, InvitationListSchema } from '../../../../../contract/invitations';
import { apiRequest } from '../../../lib/api/request';

const invitationsPath = '/api/admin/invitations';
const invitationsKey = ['admin', 'invitations'] as const;

export function useInvitations() {
  return useQuery({
    queryKey: invitationsKey,
    queryFn: ({ signal }) => apiRequest(invitationsPath, { schema: InvitationListSchema, signal }),
    retry: false,
  });
}

export function useCreateInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateInvitationPayload) =>
      apiRequest(invitationsPath, { method: 'POST', body: payload, schema: CreatedInvitationSchema, retry: false }),
    onSettled: () => client.invalidateQueries({ queryKey: invitationsKey }),
  });
}

export function useWithdrawInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`${invitationsPath}/${id}`, { method: 'DELETE', schema: z.undefined(), retry: false }),
    onSettled: () => client.invalidateQueries({ queryKey: invitationsKey }),
  });
}
