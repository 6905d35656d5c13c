import { Box, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Image } from '../../../../../../contract/page-content/fields';
import { ContentImage } from '../parts/content-image';
import type { PageWidth } from '../section-shell';
import { containerWidth, sitePaddingX } from '../section-shell';

// A faint blueprint grid that fades out towards the edges: drawn with gradients, so it costs no request.
const gridBackground = {
  backgroundImage:
    'linear-gradient(rgba(174, 196, 232, 0.07) 1px, transparent 1px), linear-gradient(90deg, rgba(174, 196, 232, 0.07) 1px, transparent 1px)',
  backgroundSize: '56px 56px',
  maskImage: 'radial-gradient(ellipse 80% 70% at 70% 40%, black 30%, transparent 75%)',
};

/** Drawn when the banner names no artwork of its own (new pages, the policies' title header). */
const siteArtwork: Image = { src: '/illustrations/hero-mesh.svg', alt: '', width: 640, height: 560 };

/**
 * The dark band a page opens with (navy in both themes): grid, glow and the network-mesh illustration
 * sit behind the content, absolutely placed, so they never move it. The artwork is the banner's own (a library
 * picture staff chose for the page) or the site's; it is decoration, so its alt text is never read out.
 */
export function HeroFrame({
  id,
  compact = false,
  width = 'site',
  artwork,
  children,
}: {
  id?: string | undefined;
  compact?: boolean;
  width?: PageWidth;
  artwork?: Image | undefined;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      id={id}
      position="relative"
      overflow="hidden"
      bg="bg.hero"
      // Two soft glows (teal top right, blue bottom left) and a teal hairline along the bottom edge.
      bgImage="radial-gradient(ellipse 55% 90% at 88% 15%, rgba(34, 191, 169, 0.15), transparent 70%), radial-gradient(ellipse 50% 80% at 0% 100%, rgba(58, 94, 166, 0.3), transparent 70%)"
      borderBottomWidth="1px"
      borderColor="rgba(82, 214, 194, 0.22)"
      color="white"
      scrollMarginTop={{ base: '24', lg: '28' }}
    >
      <Box aria-hidden="true" position="absolute" inset="0" pointerEvents="none" css={gridBackground} />
      {!compact && (
        <ContentImage
          image={{ ...(artwork ?? siteArtwork), alt: '' }}
          // Often the largest thing painted on a phone: fetched ahead of the scripts.
          priority
          sizes="(min-width: 64rem) 600px, 200px"
          position="absolute"
          pointerEvents="none"
          // Below lg the text runs the full width: the drawing sits whole in the top corner, small and faint,
          // instead of half off the edge (phones) or under the headline (tablets).
          top={{ base: '-4', md: '-10', lg: '50%' }}
          right={{ base: '-6', md: '-6', lg: '-10', xl: '0' }}
          transform={{ lg: 'translateY(-50%)' }}
          w={{ base: '200px', lg: '600px' }}
          h="auto"
          maxW="none"
          opacity={{ base: 0.3, md: 0.35, lg: 0.95 }}
        />
      )}
      <Container
        maxW={containerWidth[width]}
        px={sitePaddingX}
        position="relative"
        py={compact ? { base: '12', md: '16' } : { base: '16', md: '24', lg: '28' }}
      >
        {children}
      </Container>
    </Box>
  );
}
