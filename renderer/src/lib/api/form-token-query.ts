import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormToken } from '../../../../contract/submissions';
import { FormTokenSchema } from '../../../../contract/submissions';
import { apiRequest } from './request';

export const formTokenPath = '/api/public/form-token';

/** The server's signed "this form was drawn now", sent back with the form (the spam checks' time trap). */
export function getFormToken(signal?: AbortSignal): Promise<FormToken> {
  return apiRequest(formTokenPath, { schema: FormTokenSchema, signal });
}

export function getFormTokenQueryOptions() {
  return queryOptions({
    queryKey: ['public', 'form-token'] as const,
    queryFn: ({ signal }) => getFormToken(signal),
    // Fetched when a form is drawn and then left alone: a refetch on focus would restart the clock a
    // person is already filling the form against. A form drawn an hour later gets a new one.
    staleTime: 60 * 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

/**
 * The token to send with a public form, or undefined while it loads or when it could not be had: the
 * form is sent either way, and the server only counts a missing token toward spam.
 */
export function useFormToken(): string | undefined {
  return useQuery(getFormTokenQueryOptions()).data?.token;
}
