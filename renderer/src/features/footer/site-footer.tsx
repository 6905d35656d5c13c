import { Box, Container, Grid, Stack, Theme } from '@chakra-ui/react';
import { Suspense } from 'react';
import { defaultFooterContent } from '../../../../contract/global-components/default-footer-content';
import type { FooterContent } from '../../../../contract/global-components/footer-content';
import { useFooterContent } from '../../lib/api/footer-content-query';
import { lazyComponent } from '../../lib/lazy-component';
import { FooterBottomBar } from './footer-bottom-bar';
import { FooterBrand } from './footer-brand';
import { getFooterColumnCount } from './footer-columns';
import { FooterLinkColumn } from './footer-link-column';
import { FooterOffice } from './footer-office';
import { useMediaQuery, wideFooterQuery } from './use-media-query';

// Only small screens use the accordions, so wide screens never download the accordion machinery.
const FooterLinkAccordion = lazyComponent(() => import('./footer-link-accordion').then((m) => m.FooterLinkAccordion));

/** The brand block gets a little more room than a link column: it carries the logo and the description. */
function gridTemplate(columns: number): string {
  return `minmax(0, 1.6fr) repeat(${columns - 1}, minmax(0, 1fr))`;
}

function FooterBody({ content, wide }: { content: FooterContent; wide: boolean }) {
  const brand = <FooterBrand {...content} />;
  const office = <FooterOffice info={content.companyInfo} />;
  const sections = content.quickLinkSections;
  return (
    <>
      {wide ? (
        <Grid
          gridTemplateColumns={gridTemplate(getFooterColumnCount(sections.length))}
          columnGap={{ md: '8', lg: '12' }}
          rowGap="12"
        >
          {brand}
          {sections.map((section, index) => (
            <FooterLinkColumn key={`${index}|${section.title}`} section={section} />
          ))}
          {office}
        </Grid>
      ) : (
        <Stack gap="10">
          {brand}
          <Suspense fallback={<Box minH={`${sections.length * 3.5}rem`} />}>
            <FooterLinkAccordion sections={sections} />
          </Suspense>
          {office}
        </Stack>
      )}
      <FooterBottomBar copyrightText={content.copyrightText} />
    </>
  );
}

/**
 * Site-wide footer: premium dark navy in both themes. `Theme appearance="dark"` scopes Chakra's dark
 * semantic tokens (fg, fg.muted, border, focus rings) to the footer, so text keeps AA contrast on navy.
 */
export function SiteFooter() {
  const { data, isError } = useFooterContent();
  const wide = useMediaQuery(wideFooterQuery);
  // The query resolves to the defaults on any failure; only a cancelled fetch ends in an error state.
  const content = data ?? (isError ? defaultFooterContent : undefined);
  return (
    <Theme
      as="footer"
      appearance="dark"
      hasBackground={false}
      colorPalette="signal"
      bg={{ base: 'navy.950', _dark: '#050a18' }}
      color="fg.muted"
      borderTopWidth="1px"
      borderTopStyle="solid"
      borderColor="border"
    >
      <Container
        maxW="7xl"
        boxSizing="border-box"
        px={{ base: '5', md: '8' }}
        pt={{ base: '12', md: '16' }}
        pb={{ base: '8', md: '10' }}
      >
        {content ? (
          <FooterBody content={content} wide={wide} />
        ) : (
          // Reserve roughly the footer's height while it loads, so the page does not jump when it arrives.
          <Box minH={{ base: '40rem', md: '22rem' }} aria-busy="true" />
        )}
      </Container>
    </Theme>
  );
}
