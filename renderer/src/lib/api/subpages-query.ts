import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { PublicSubpageSummary } from '../../../../contract/pages';
import { PublicSubpageSummarySchema } from '../../../../contract/pages';
import { ApiError } from './api-error';
import { loadFailureMessages } from './api-messages';
import { apiRequest } from './request';

const PublicSubpageListSchema = z.array(PublicSubpageSummarySchema);

export async function getSubpages(signal?: AbortSignal): Promise<PublicSubpageSummary[]> {
  try {
    return await apiRequest('/api/public/subpages/all', { schema: PublicSubpageListSchema, signal });
  } catch (error) {
    throw error instanceof ApiError ? error.withMessage(loadFailureMessages.subpages) : error;
  }
}

export function getSubpagesQueryOptions() {
  return queryOptions({
    queryKey: ['public', 'subpages', 'list'] as const,
    queryFn: ({ signal }) => getSubpages(signal),
  });
}

/** `enabled` lets search fetch the list only once its dialog opens. */
export function useSubpages(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getSubpagesQueryOptions(), enabled: options.enabled ?? true });
}
