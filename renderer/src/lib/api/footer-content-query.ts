import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultFooterContent } from '../../../../contract/global-components/default-footer-content';
import type { FooterContent } from '../../../../contract/global-components/footer-content';
import { FooterContentSchema } from '../../../../contract/global-components/footer-content';
import { fallbackLogMessages } from './api-messages';
import { getGlobalComponentContent } from './global-component';

/** Never rejects except on cancel: a failure yields the default footer. */
export function getFooterContent(signal?: AbortSignal): Promise<FooterContent> {
  return getGlobalComponentContent('footer', {
    schema: FooterContentSchema,
    fallback: defaultFooterContent,
    failureMessage: fallbackLogMessages.footerContent,
    signal,
  });
}

export function getFooterContentQueryOptions() {
  return queryOptions({
    queryKey: ['public', 'global-components', 'footer'] as const,
    queryFn: ({ signal }) => getFooterContent(signal),
  });
}

export function useFooterContent() {
  return useQuery(getFooterContentQueryOptions());
}
