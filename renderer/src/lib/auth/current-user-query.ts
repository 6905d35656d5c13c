import { queryOptions } from '@tanstack/react-query';
import { getCurrentUser } from './auth-api';

export function getCurrentUserQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'current-user'] as const, queryFn: getCurrentUser });
}
