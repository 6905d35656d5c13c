import { Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { CarouselControls } from './carousel/carousel-controls';
import { CarouselRoot, CarouselSlides } from './carousel/carousel-frame';
import { defaultCarouselIntervalMs, useCarousel } from './carousel/use-carousel';
import { ArrowLink } from './parts/arrow-link';
import { cardSurface } from './parts/card-surface';
import { SectionHeading } from './section-heading';
import type { SectionRendererProps } from './section-props';

const areas = {
  base: `"heading" "slides" "controls"`,
  lg: `"heading slides" "controls slides"`,
};

/** Featured stories: heading and controls beside one rotating panel, the index numeral anchoring each slide. */
export function HeroCarouselView({ data, headingId }: SectionRendererProps<'heroCarousel'>) {
  const carousel = useCarousel(
    data.slides.length,
    data.intervalSeconds ? data.intervalSeconds * 1000 : defaultCarouselIntervalMs,
  );
  const total = String(data.slides.length).padStart(2, '0');
  return (
    <CarouselRoot label={data.title ?? 'Featured'} carousel={carousel} landmark="group">
      <Grid
        templateAreas={areas}
        templateColumns={{ base: '1fr', lg: '4fr 8fr' }}
        // Beside the panel the heading starts level with its top edge, the controls right under the heading.
        templateRows={{ lg: 'auto 1fr' }}
        columnGap="16"
        rowGap={{ base: '8', lg: '10' }}
      >
        <Box gridArea="heading" alignSelf="start" pt={{ lg: '2' }}>
          {data.title && <SectionHeading headingId={headingId} title={data.title} flush />}
        </Box>
        <Box gridArea="slides" css={cardSurface} overflow="hidden">
          <Box
            aria-hidden="true"
            position="absolute"
            top="-50%"
            right="-20%"
            w="70%"
            h="200%"
            pointerEvents="none"
            bgImage="radial-gradient(closest-side, rgba(34, 191, 169, 0.14), transparent)"
          />
          <Box
            aria-hidden="true"
            position="absolute"
            left="0"
            top="8"
            bottom="8"
            w="3px"
            borderRightRadius="full"
            bg="signal.solid"
          />
          <CarouselSlides
            carousel={carousel}
            slides={data.slides}
            renderSlide={(slide, index) => (
              <Stack gap="5" p={{ base: '7', md: '10' }} position="relative">
                <Flex align="baseline" gap="2" aria-hidden="true" fontVariantNumeric="tabular-nums">
                  <Text
                    fontSize={{ base: '4xl', md: '5xl' }}
                    lineHeight="1"
                    fontWeight="semibold"
                    letterSpacing="-0.04em"
                    color="signal.fg"
                  >
                    {String(index + 1).padStart(2, '0')}
                  </Text>
                  <Text fontSize="lg" color="fg.subtle">
                    / {total}
                  </Text>
                </Flex>
                {slide.subtitle && (
                  <Text
                    fontSize="sm"
                    fontWeight="semibold"
                    color="signal.fg"
                    letterSpacing="0.08em"
                    textTransform="uppercase"
                  >
                    {slide.subtitle}
                  </Text>
                )}
                <Heading
                  as="h3"
                  fontSize={{ base: '2xl', md: '3xl' }}
                  fontWeight="semibold"
                  letterSpacing="-0.025em"
                  lineHeight="1.2"
                  textWrap="balance"
                >
                  {slide.title}
                </Heading>
                {slide.description && (
                  <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.7" maxW="2xl">
                    {slide.description}
                  </Text>
                )}
                {slide.cta && (
                  <Box pt="1">
                    <ArrowLink href={slide.cta.link}>{slide.cta.text}</ArrowLink>
                  </Box>
                )}
              </Stack>
            )}
          />
        </Box>
        <Box gridArea="controls" alignSelf="start">
          <CarouselControls carousel={carousel} />
        </Box>
      </Grid>
    </CarouselRoot>
  );
}
