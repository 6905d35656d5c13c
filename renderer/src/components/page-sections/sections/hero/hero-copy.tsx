import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Image } from '../../../../../../contract/page-content/fields';
import type { Action } from '../../../../../../contract/page-content/link';
import { ContentImage } from '../parts/content-image';
import { HeroActions } from './hero-actions';

export interface HeroCopyContent {
  title: string;
  subtitle?: string | undefined;
  description?: string | undefined;
  cta?: Action | undefined;
  image?: Image | undefined;
}

export const heroTitleStyles = {
  fontSize: { base: '2.375rem', md: '3.25rem', lg: '3.875rem' },
  lineHeight: '1.06',
  letterSpacing: '-0.035em',
  fontWeight: 'semibold',
  textWrap: 'balance',
  color: 'white',
} as const;

/** Title, subtitle, description and call to action of a hero or hero slide, in the hero's type scale. */
export function HeroCopy({
  content,
  titleAs,
  eyebrow,
}: {
  content: HeroCopyContent;
  titleAs: 'h1' | 'h2';
  eyebrow?: ReactNode;
}) {
  const copy = (
    <Stack gap={{ base: '5', md: '6' }} maxW={{ base: '3xl', lg: '2xl' }}>
      {eyebrow}
      <Heading as={titleAs} {...heroTitleStyles}>
        {content.title}
      </Heading>
      {content.subtitle && (
        <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="medium" color="signal.200" lineHeight="1.5">
          {content.subtitle}
        </Text>
      )}
      {content.description && (
        <Text fontSize={{ base: 'md', md: 'lg' }} color="ink.300" lineHeight="1.75" maxW="2xl" textWrap="pretty">
          {content.description}
        </Text>
      )}
      <HeroActions primary={content.cta} />
    </Stack>
  );
  if (!content.image) return copy;
  return (
    <Grid templateColumns={{ base: '1fr', lg: '7fr 5fr' }} gap={{ base: '10', lg: '16' }} alignItems="center">
      {copy}
      <Box borderRadius="2xl" overflow="hidden" borderWidth="1px" borderColor="whiteAlpha.200">
        <ContentImage
          image={content.image}
          // The hero's picture is the largest thing above the fold: fetched first.
          priority
          sizes="(min-width: 64rem) 40vw, 100vw"
          w="full"
          h="auto"
          display="block"
        />
      </Box>
    </Grid>
  );
}
