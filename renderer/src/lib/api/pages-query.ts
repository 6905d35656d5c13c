import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { PublicPageSummary } from '../../../../contract/pages';
import { PublicPageSummarySchema } from '../../../../contract/pages';
import { ApiError } from './api-error';
import { loadFailureMessages } from './api-messages';
import { apiRequest } from './request';

const PublicPageListSchema = z.array(PublicPageSummarySchema);

export async function getPages(signal?: AbortSignal): Promise<PublicPageSummary[]> {
  try {
    return await apiRequest('/api/public/pages', { schema: PublicPageListSchema, signal });
  } catch (error) {
    throw error instanceof ApiError ? error.withMessage(loadFailureMessages.pages) : error;
  }
}

export function getPagesQueryOptions() {
  return queryOptions({
    queryKey: ['public', 'pages', 'list'] as const,
    queryFn: ({ signal }) => getPages(signal),
  });
}

/** `enabled` lets search fetch the list only once its dialog opens. */
export function usePages(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getPagesQueryOptions(), enabled: options.enabled ?? true });
}
