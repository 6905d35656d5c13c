import { Box, Container, Grid } from '@chakra-ui/react';
import { use } from 'react';
import { defaultFooterContent } from '../../../../contract/global-components/default-footer-content';
import type { FooterContent } from '../../../../contract/global-components/footer-content';
import { useFooterContent } from '../../lib/api/footer-content-query';
import { KeepServerMarkup } from '../../lib/server-markup/keep-server-markup';
import { useMounted } from '../../lib/use-mounted';
import { FooterBottomBar } from './footer-bottom-bar';
import { FooterBrand } from './footer-brand';
import { getFooterColumnCount } from './footer-columns';
import { loadAccordion } from './load-footer-code';
import { FooterLinkColumn } from './footer-link-column';
import { FooterOffice } from './footer-office';
import { useMediaQuery, wideFooterQuery } from './use-media-query';

function NarrowLinks({ sections }: { sections: FooterContent['quickLinkSections'] }) {
  const FooterLinkAccordion = use(loadAccordion());
  // The loader makes the component once; React sees the same one on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <FooterLinkAccordion sections={sections} />;
}

/** The brand block gets a little more room than a link column: it carries the logo and the description. */
function gridTemplate(columns: number): string {
  return `minmax(0, 1.6fr) repeat(${columns - 1}, minmax(0, 1fr))`;
}

/**
 * Tablets (768 px up to Chakra's `lg`): the brand block takes a row of its own and the rest share at most three
 * columns. All in one row, the office column was about 130 px wide at 768 px: the address broke word by word and
 * the email ran 29 px off the screen.
 */
const maxTabletColumns = 3;
function tabletTemplate(columns: number): string {
  return `repeat(${Math.min(columns - 1, maxTabletColumns)}, minmax(0, 1fr))`;
}

/** Which link layout to render: the server (and hydration) render both and let CSS pick; then only the one in use. */
type FooterLayout = 'wide' | 'narrow' | 'both';

function FooterBody({ content, layout }: { content: FooterContent; layout: FooterLayout }) {
  const sections = content.quickLinkSections;
  return (
    <>
      <Grid
        gridTemplateColumns={{
          base: 'minmax(0, 1fr)',
          md: tabletTemplate(getFooterColumnCount(sections.length)),
          lg: gridTemplate(getFooterColumnCount(sections.length)),
        }}
        columnGap={{ md: '8', lg: '12' }}
        rowGap={{ base: '10', md: '12' }}
      >
        <FooterBrand {...content} />
        {layout !== 'narrow' &&
          sections.map((section, index) => (
            <FooterLinkColumn key={`${index}|${section.title}`} section={section} hideBelow="md" />
          ))}
        {layout !== 'wide' && (
          <Box hideFrom="md" minW="0">
            <KeepServerMarkup
              marker={{ 'data-footer-links': 'narrow' }}
              wake="near"
              load={loadAccordion}
              content={sections}
              fallback={<Box minH={`${sections.length * 3.5}rem`} />}
            >
              <NarrowLinks sections={sections} />
            </KeepServerMarkup>
          </Box>
        )}
        <FooterOffice info={content.companyInfo} />
      </Grid>
      <FooterBottomBar copyrightText={content.copyrightText} />
    </>
  );
}

/**
 * The site-wide footer itself (see `SiteFooter` for when its code loads). It follows the theme like the rest of
 * the page (a soft grey band in light, near-black in dark), so the theme's own logo sits on it as it is: a navy
 * footer in light theme needed a white plate behind the dark-lettered logo.
 */
export function FooterView() {
  const { data, isError } = useFooterContent();
  const wide = useMediaQuery(wideFooterQuery);
  // The first render matches the server's markup (both layouts, CSS choosing) exactly, whether hydrating or
  // taking over from kept server markup; dropping the hidden one afterwards moves nothing on screen.
  const mounted = useMounted();
  // The query resolves to the defaults on any failure; only a cancelled fetch ends in an error state.
  const content = data ?? (isError ? defaultFooterContent : undefined);
  return (
    <Box
      as="footer"
      colorPalette="signal"
      bg={{ base: 'bg.subtle', _dark: '#050a18' }}
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
        // The floating scroll-to-top button takes the page's bottom-right corner (4-4.5rem): the footer ends with
        // room to spare there, so at the very bottom the button covers none of its links.
        pb={{ base: '20', md: '24' }}
      >
        {content ? (
          <FooterBody content={content} layout={!mounted ? 'both' : wide ? 'wide' : 'narrow'} />
        ) : (
          // Reserve roughly the footer's height while it loads, so the page does not jump when it arrives.
          <Box minH={{ base: '40rem', md: '42rem', lg: '22rem' }} aria-busy="true" />
        )}
      </Container>
    </Box>
  );
}
