import { Box, Flex, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { cardSurface } from './parts/card-surface';
import { Monogram } from './parts/monogram';
import { SectionHeading } from './section-heading';
import type { SectionRendererProps } from './section-props';
import { RichText } from './parts/rich-text';

/** Client quotes as figures: the quote, then who said it and where they work. */
export function TestimonialsView({ data, headingId }: SectionRendererProps<'testimonials'>) {
  const count = data.items.length;
  return (
    <>
      {data.title && <SectionHeading headingId={headingId} title={data.title} subtitle={data.subtitle} />}
      <SimpleGrid columns={count >= 3 ? { base: 1, lg: 3 } : { base: 1, md: count }} gap={{ base: '5', md: '6' }}>
        {data.items.map((item, index) => (
          <Flex as="figure" key={index} direction="column" m="0" p={{ base: '6', md: '8' }} css={cardSurface}>
            <Text
              aria-hidden="true"
              fontSize="6xl"
              lineHeight="0.8"
              h="8"
              color="signal.solid"
              fontFamily="Georgia, serif"
            >
              “
            </Text>
            <chakra.blockquote m="0" mt="4" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.7" color="fg">
              <RichText source={item.quote} />
            </chakra.blockquote>
            <Flex as="figcaption" mt="auto" pt="8" gap="4" align="center">
              <Monogram name={item.author} />
              <Box>
                <Text fontWeight="semibold">{item.author}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {item.position}, {item.company}
                </Text>
              </Box>
            </Flex>
          </Flex>
        ))}
      </SimpleGrid>
    </>
  );
}
