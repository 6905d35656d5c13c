import { Box, Flex, Grid, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { IconTile } from './parts/icon-tile';
import { Monogram } from './parts/monogram';
import { SectionHeading } from './section-heading';
import type { SectionRendererProps } from './section-props';
import { RichText } from './parts/rich-text';
import { richTextOnDark } from './parts/rich-text-on-dark';

/** How the company works: principles on the left, a colleague's own words in a navy panel beside them. */
export function CultureSectionView({ data, headingId }: SectionRendererProps<'cultureSection'>) {
  const { quote } = data;
  return (
    <>
      <SectionHeading
        headingId={headingId}
        title={data.title}
        subtitle={data.subtitle}
        description={data.description}
      />
      <Grid
        templateColumns={{ base: '1fr', lg: quote ? '7fr 5fr' : '1fr' }}
        gap={{ base: '10', lg: '16' }}
        alignItems="start"
      >
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="8">
          {data.items.map((item) => (
            <Flex as="li" key={item.title} gap="5" align="flex-start">
              {item.icon && <IconTile name={item.icon} />}
              <Stack gap="2">
                <Heading as="h3" fontSize="lg" fontWeight="semibold" letterSpacing="-0.01em">
                  {item.title}
                </Heading>
                <Text asChild color="fg.muted" lineHeight="1.7">
                  <RichText source={item.description} />
                </Text>
              </Stack>
            </Flex>
          ))}
        </Stack>
        {quote && (
          <Box
            as="figure"
            m="0"
            position="relative"
            overflow="hidden"
            borderRadius="2xl"
            bg="bg.hero"
            color="white"
            p={{ base: '8', md: '10' }}
            borderWidth="1px"
            borderColor={{ base: 'transparent', _dark: 'whiteAlpha.100' }}
            css={richTextOnDark}
          >
            <Text
              aria-hidden="true"
              position="absolute"
              top="-6"
              right="6"
              fontSize="9xl"
              lineHeight="1"
              color="signal.300"
              opacity={0.18}
              fontFamily="Georgia, serif"
            >
              “
            </Text>
            <chakra.blockquote
              m="0"
              fontSize={{ base: 'lg', md: 'xl' }}
              lineHeight="1.6"
              fontWeight="medium"
              color="white"
              position="relative"
            >
              <RichText source={quote.text} />
            </chakra.blockquote>
            <Flex as="figcaption" mt="8" gap="4" align="center">
              <Monogram name={quote.author} />
              <Box>
                <Text fontWeight="semibold" color="white">
                  {quote.author}
                </Text>
                <Text fontSize="sm" color="ink.300">
                  {quote.position}
                </Text>
              </Box>
            </Flex>
          </Box>
        )}
      </Grid>
    </>
  );
}
