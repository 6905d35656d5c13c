import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultHeaderConfig } from '../../../../contract/global-components/default-header-config';
import type { HeaderConfig } from '../../../../contract/global-components/header-config';
import { HeaderConfigSchema } from '../../../../contract/global-components/header-config';
import { loadFailureMessages } from './api-messages';
import { getGlobalComponentContent } from './global-component';

/** Never rejects except on cancel: a failure yields the spec's built-in menu. */
export function getHeaderConfig(signal?: AbortSignal): Promise<HeaderConfig> {
  return getGlobalComponentContent('header', {
    schema: HeaderConfigSchema,
    fallback: defaultHeaderConfig,
    failureMessage: loadFailureMessages.headerConfig,
    signal,
  });
}

export function getHeaderConfigQueryOptions() {
  return queryOptions({
    queryKey: ['public', 'global-components', 'header'] as const,
    queryFn: ({ signal }) => getHeaderConfig(signal),
  });
}

export function useHeaderConfig() {
  return useQuery(getHeaderConfigQueryOptions());
}
