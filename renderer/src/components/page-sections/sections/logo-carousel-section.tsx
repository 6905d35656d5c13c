import { Box, Flex, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { CarouselControls } from './carousel/carousel-controls';
import { CarouselRoot } from './carousel/carousel-frame';
import { useCarousel } from './carousel/use-carousel';
import { LogoTile } from './parts/logo-tile';
import type { SectionRendererProps } from './section-props';
import { SiteLink } from './site-link';
import { RichText } from './parts/rich-text';

const maxPerView = 4;

/**
 * A strip of client or partner wordmarks that steps one name at a time. The track moves by
 * `100% / --per-view`, so the step follows the responsive number of visible names without measuring;
 * the first few names are repeated (hidden from assistive technology) so the last steps never show a gap.
 */
export function LogoCarouselView({ data, headingId }: SectionRendererProps<'logoCarousel'>) {
  const { logos } = data;
  const carousel = useCarousel(logos.length);
  const clones = logos.length > 1 ? logos.slice(0, maxPerView - 1) : [];
  return (
    <>
      {data.title && (
        <Heading
          as="h2"
          id={headingId}
          textAlign="center"
          fontSize={{ base: 'md', md: 'lg' }}
          fontWeight="medium"
          color="fg.muted"
          maxW="2xl"
          mx="auto"
          textWrap="balance"
        >
          {data.title}
        </Heading>
      )}
      {data.description && (
        <Text asChild textAlign="center" color="fg.muted" maxW="2xl" mx="auto" mt="3">
          <RichText source={data.description} />
        </Text>
      )}
      <Box mt={{ base: '8', md: '10' }}>
        <CarouselRoot label={data.title ?? 'Partners'} carousel={carousel} landmark="group">
          <Box
            overflow="hidden"
            css={{
              '--per-view': '2',
              '@media (min-width: 48rem)': { '--per-view': '3' },
              '@media (min-width: 64rem)': { '--per-view': String(maxPerView) },
            }}
            maskImage="linear-gradient(90deg, transparent, black 6%, black 94%, transparent)"
          >
            <Flex
              aria-live={carousel.playing ? 'off' : 'polite'}
              transform={`translateX(calc(${-carousel.index} * 100% / var(--per-view)))`}
              transition="transform 0.6s cubic-bezier(0.22, 1, 0.36, 1)"
              _motionReduce={{ transition: 'none' }}
            >
              {[...logos, ...clones].map((logo, index) => {
                const clone = index >= logos.length;
                return (
                  <Box
                    key={index}
                    role={clone ? undefined : 'group'}
                    aria-roledescription={clone ? undefined : 'slide'}
                    aria-label={clone ? undefined : `${index + 1} of ${logos.length}: ${logo.name}`}
                    aria-hidden={clone || undefined}
                    inert={clone}
                    flex="0 0 calc(100% / var(--per-view))"
                    px="3"
                  >
                    {logo.link && !clone ? (
                      <ChakraLink asChild display="block" textDecoration="none" borderRadius="lg">
                        <SiteLink href={logo.link}>
                          <LogoTile name={logo.name} image={logo.image} variant={index % logos.length} />
                        </SiteLink>
                      </ChakraLink>
                    ) : (
                      <LogoTile name={logo.name} image={logo.image} variant={index % logos.length} />
                    )}
                  </Box>
                );
              })}
            </Flex>
          </Box>
          <Box mt="6">
            <CarouselControls carousel={carousel} justify="center" />
          </Box>
        </CarouselRoot>
      </Box>
    </>
  );
}
