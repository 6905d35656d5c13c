import { useMemo } from 'react';
import type { CtaContent } from '../../../../contract/global-components/cta-content';
import { useCtaContent } from '../../lib/api/cta-content-query';
import type { BodySection } from './sections/section-slot';

function asSection(cta: CtaContent): BodySection {
  return {
    key: 'ctaSection',
    data: {
      title: cta.title,
      description: cta.description,
      primary: cta.primary,
      ...(cta.secondary ? { secondary: cta.secondary } : {}),
    },
  };
}

/**
 * The shared call to action as a section, when the page wants one and staff have it switched on. The server
 * fetches it with the page, so a first visit has it in its HTML; a page opened in the browser adds it at the
 * end once it arrives (usually from the cache of an earlier page).
 */
export function useClosingCta(wanted: boolean): BodySection | undefined {
  const { data } = useCtaContent({ enabled: wanted });
  return useMemo(() => (wanted && data?.enabled ? asSection(data) : undefined), [wanted, data]);
}
