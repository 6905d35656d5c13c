import * as z from 'zod/mini';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RevokedSessionsSchema, SessionListSchema } from '../../../../../contract/account';
import { apiRequest } from '../../../lib/api/request';

const sessionsPath = '/api/sessions';
export const sessionsKey = ['account', 'sessions'] as const;

/** One's own live sessions (whatever one's role). */
export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => apiRequest(sessionsPath, { schema: SessionListSchema, signal }),
    retry: false,
  });
}

/** Ends one session (`id`) or, without one, every session but this one. */
export function useRevokeSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number | null) => {
      if (id === null) {
        const answer = await apiRequest(sessionsPath, {
          method: 'DELETE',
          schema: RevokedSessionsSchema,
          retry: false,
        });
        return answer.revoked;
      }
      await apiRequest(`${sessionsPath}/${id}`, { method: 'DELETE', schema: z.undefined(), retry: false });
      return 1;
    },
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
