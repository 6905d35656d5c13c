import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminStatsSchema } from '../../../../../contract/admin/admin-stats';
import { apiRequest } from '../../../lib/api/request';

export const adminStatsKey = ['admin', 'stats'] as const;

export function getAdminStats(signal?: AbortSignal) {
  return apiRequest('/api/admin/stats', { schema: AdminStatsSchema, signal });
}

export function adminStatsQueryOptions() {
  return queryOptions({ queryKey: adminStatsKey, queryFn: ({ signal }) => getAdminStats(signal) });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
