import { Box, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Sections alternate between these two backgrounds so long pages read as distinct bands. */
export type SectionTone = 'plain' | 'subtle';

export const sectionPaddingY = { base: '16', md: '24' } as const;
export const sitePaddingX = { base: '5', md: '8' } as const;

/** `reading` narrows pages of running text (the policies) to a comfortable line length. */
export type PageWidth = 'site' | 'reading';
export const containerWidth: Record<PageWidth, string> = { site: '7xl', reading: '4xl' };

/** Every content section's outer band: anchor id, background, vertical rhythm and the site's content width. */
export function SectionShell({
  id,
  tone,
  labelledBy,
  width = 'site',
  children,
}: {
  id: string;
  tone: SectionTone;
  labelledBy?: string | undefined;
  width?: PageWidth;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={labelledBy}
      bg={tone === 'subtle' ? 'bg.subtle' : 'bg'}
      borderTopWidth={tone === 'subtle' ? '1px' : undefined}
      borderBottomWidth={tone === 'subtle' ? '1px' : undefined}
      borderColor="border.muted"
      py={sectionPaddingY}
      // Deep links land below the sticky header (its incident line and bar: 96 px, 105 px from lg) rather than under
      // it, with room to spare.
      scrollMarginTop={{ base: '6.5rem', lg: '28' }}
    >
      <Container maxW={containerWidth[width]} px={sitePaddingX}>
        {children}
      </Container>
    </Box>
  );
}
