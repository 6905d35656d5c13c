import { cachedLoad } from '../../lib/server-markup/cached-load';
import { wideFooterQuery } from './use-media-query';

// Only small screens use the accordions, so wide screens never download the accordion machinery; small ones
// download it with the footer (until then the server's markup shows the closed accordions).
export const loadAccordion = cachedLoad(async () => (await import('./footer-link-accordion')).FooterLinkAccordion);

/** The footer's code, with the accordions on a small screen, so a woken footer renders without a placeholder. */
export const loadFooter = cachedLoad(async () => {
  // The server renders both layouts, and loads the accordions as it renders them.
  const narrow = typeof window !== 'undefined' && !window.matchMedia(wideFooterQuery).matches;
  const [{ FooterView }, { withChakra }] = await Promise.all([
    import('./footer-view'),
    import('../../lib/theme/chakra-scope'),
    narrow ? loadAccordion() : undefined,
  ]);
  return withChakra(FooterView);
});
