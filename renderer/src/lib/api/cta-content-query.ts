import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CtaContent } from '../../../../contract/global-components/cta-content';
import { CtaContentSchema } from '../../../../contract/global-components/cta-content';
import { defaultCtaContent } from '../../../../contract/global-components/default-cta-content';
import { fallbackLogMessages } from './api-messages';
import { getGlobalComponentContent } from './global-component';

/** Never rejects except on cancel: a failure yields the default call to action. */
export function getCtaContent(signal?: AbortSignal): Promise<CtaContent> {
  return getGlobalComponentContent('cta', {
    schema: CtaContentSchema,
    fallback: defaultCtaContent,
    failureMessage: fallbackLogMessages.ctaContent,
    signal,
  });
}

export function getCtaContentQueryOptions() {
  return queryOptions({
    queryKey: ['public', 'global-components', 'cta'] as const,
    queryFn: ({ signal }) => getCtaContent(signal),
  });
}

export function useCtaContent() {
  return useQuery(getCtaContentQueryOptions());
}
