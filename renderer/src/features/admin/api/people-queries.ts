import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { PersonPayload } from '../../../../../contract/admin/admin-people';
import { AdminPeopleListSchema, AdminPersonSchema } from '../../../../../contract/admin/admin-people';
import { apiRequest } from '../../../lib/api/request';
import { ifMatch } from './edit-version';
import { adminArticleKeys } from './articles-keys';

/** People (issue 30): one list (a firm has dozens, not thousands), written once and named by articles. */
export const adminPeopleKey = ['admin', 'people'] as const;

export function useAdminPeople(enabled = true) {
  return useQuery({
    queryKey: adminPeopleKey,
    enabled,
    queryFn: ({ signal }) => apiRequest('/api/admin/people', { schema: AdminPeopleListSchema, signal }),
  });
}

/** A person's save or delete changes bylines: the article list names authors too. */
function useSettle() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminPeopleKey }),
      queryClient.invalidateQueries({ queryKey: adminArticleKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['public'] }),
    ]).then(() => undefined);
}

/** Creates a person, or saves one over the version the form opened on (`id` and `version` given). */
export function useSavePerson() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ payload, id, version }: { payload: PersonPayload; id?: number; version?: number }) =>
      apiRequest(id === undefined ? '/api/admin/people' : `/api/admin/people/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body: payload,
        schema: AdminPersonSchema,
        retry: false,
        headers: ifMatch(version),
      }),
    onSuccess: settle,
  });
}

export function useDeletePerson() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      apiRequest(`/api/admin/people/${id}`, {
        method: 'DELETE',
        schema: z.unknown(),
        retry: false,
        headers: ifMatch(version),
      }),
    onSuccess: settle,
  });
}
