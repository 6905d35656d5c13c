import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SectionHeading } from './section-heading';
import type { SectionRendererProps } from './section-props';
import { RichText } from './parts/rich-text';

/** Values as numbered principles under a rule: an editorial look that sets them apart from service cards. */
export function ValuesSectionView({ data, headingId }: SectionRendererProps<'valuesSection'>) {
  return (
    <>
      <SectionHeading
        headingId={headingId}
        title={data.title}
        subtitle={data.subtitle}
        description={data.description}
      />
      <SimpleGrid
        as="ol"
        listStyleType="none"
        m="0"
        p="0"
        columns={{ base: 1, md: 2, xl: Math.min(data.values.length, 4) }}
        gap={{ base: '8', md: '10' }}
      >
        {data.values.map((value, index) => (
          <Stack as="li" key={value.title} gap="3" pt="6" borderTopWidth="2px" borderColor="border" position="relative">
            <Box aria-hidden="true" position="absolute" top="-2px" left="0" w="12" h="2px" bg="signal.solid" />
            <Text
              aria-hidden="true"
              fontSize="sm"
              fontWeight="semibold"
              color="signal.fg"
              fontVariantNumeric="tabular-nums"
            >
              {String(index + 1).padStart(2, '0')}
            </Text>
            <Heading as="h3" fontSize="xl" fontWeight="semibold" letterSpacing="-0.015em">
              {value.title}
            </Heading>
            <Text asChild color="fg.muted" lineHeight="1.7">
              <RichText source={value.description} />
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </>
  );
}
