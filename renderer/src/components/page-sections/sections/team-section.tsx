import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { cardSurface } from './parts/card-surface';
import { StyledContentImage } from './parts/styled-content-image';
import { Monogram } from './parts/monogram';
import { SectionHeading } from './section-heading';
import type { SectionRendererProps } from './section-props';
import { RichText } from './parts/rich-text';

/** Leadership profiles: portrait (or initials), name, role and a short bio. */
export function TeamSectionView({ data, headingId }: SectionRendererProps<'teamSection'>) {
  return (
    <>
      <SectionHeading
        headingId={headingId}
        title={data.title}
        subtitle={data.subtitle}
        description={data.description}
      />
      <SimpleGrid
        as="ul"
        listStyleType="none"
        m="0"
        p="0"
        columns={{ base: 1, md: 2, lg: 3 }}
        gap={{ base: '5', md: '6' }}
      >
        {data.members.map((member, index) => (
          <Stack as="li" key={index} gap="5" p={{ base: '6', md: '7' }} css={cardSurface}>
            <Flex gap="4" align="center">
              {member.image ? (
                <Box w="16" h="16" borderRadius="full" overflow="hidden" flexShrink={0}>
                  <StyledContentImage image={member.image} sizes="4rem" w="full" h="full" objectFit="cover" />
                </Box>
              ) : (
                <Monogram name={member.name} size="lg" />
              )}
              <Box>
                <Heading as="h3" fontSize="lg" fontWeight="semibold" letterSpacing="-0.01em">
                  {member.name}
                </Heading>
                <Text fontSize="sm" fontWeight="medium" color="signal.fg" mt="0.5">
                  {member.title}
                </Text>
              </Box>
            </Flex>
            <Text asChild color="fg.muted" lineHeight="1.7">
              <RichText source={member.bio} />
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </>
  );
}
