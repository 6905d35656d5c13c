import { Box } from '@chakra-ui/react';
import type { QuickLinkSection } from '../../../../contract/global-components/footer-content';
import { FooterHeading } from './footer-heading';
import { FooterLinkList } from './footer-link-list';

/** Large screens: every section is always open, one grid column each. */
export function FooterLinkColumn({ section, hideBelow }: { section: QuickLinkSection; hideBelow?: 'md' }) {
  return (
    <Box minW="0" hideBelow={hideBelow}>
      <FooterHeading mb="5">{section.title}</FooterHeading>
      <FooterLinkList links={section.links} />
    </Box>
  );
}
