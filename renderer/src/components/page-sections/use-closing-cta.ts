import { useMemo } from 'react';
import type { CtaContent } from '../../../../contract/global-components/cta-content';
import { sectionAnchorId } from '../../../../contract/page-content/section-anchor';
import { escapeRichText } from '../../../../contract/rich-text/rich-text-escape';
import { useCtaContent } from '../../lib/api/cta-content-query';
import type { BodyBlock } from './sections/section-slot';

function asBlock(cta: CtaContent): BodyBlock {
  return {
    // Not a block of the page: it is drawn only on pages without a call to action block, so its anchor is free.
    id: 'site-call-to-action',
    anchor: sectionAnchorId('ctaSection'),
    type: 'ctaSection',
    data: {
      variant: 'plain',
      title: cta.title,
      // The shared call to action's description is plain text; the block's is formatted text, so it is escaped.
      description: escapeRichText(cta.description),
      primary: cta.primary,
      ...(cta.secondary ? { secondary: cta.secondary } : {}),
    },
  };
}

/**
 * The shared call to action as a block, when the page wants one and staff have it switched on. The server
 * fetches it with the page, so a first visit has it in its HTML; a page opened in the browser adds it at the
 * end once it arrives (usually from the cache of an earlier page).
 */
export function useClosingCta(wanted: boolean): BodyBlock | undefined {
  const { data } = useCtaContent({ enabled: wanted });
  return useMemo(() => (wanted && data?.enabled ? asBlock(data) : undefined), [wanted, data]);
}
