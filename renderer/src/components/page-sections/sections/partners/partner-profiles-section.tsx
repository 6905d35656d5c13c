import { Badge, Box, Flex, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { entryAnchorId } from '../entry-anchor';
import { ArrowLink } from '../parts/arrow-link';
import { cardSurface } from '../parts/card-surface';
import { CheckList, ListLabel } from '../parts/check-list';
import { PartnerLogo } from '../parts/partner-logo';
import type { SectionRendererProps } from '../section-props';
// Registers the recipes of the badges/fields rendered here (kept out of the first load).
import '../../../../lib/theme/extended-recipes';
import { RichText } from '../parts/rich-text';

/**
 * Each partner's profile with its key capabilities. The list has no heading of its own, so partner
 * names are h2 and capabilities h3; each profile has its own anchor for search results.
 */
export function PartnerProfilesView({ data, id }: SectionRendererProps<'partners'>) {
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      {data.map((partner) => {
        const anchor = entryAnchorId(id, partner.name);
        return (
          <Grid
            as="article"
            key={anchor}
            id={anchor}
            aria-labelledby={`${anchor}-name`}
            scrollMarginTop={{ base: '28', lg: '32' }}
            templateColumns={{ base: '1fr', lg: '5fr 7fr' }}
            gap={{ base: '8', lg: '14' }}
            p={{ base: '6', md: '10' }}
            css={cardSurface}
          >
            <Stack gap="4" align="flex-start">
              {/* A wordmark stands above the name; initials, square, beside it. */}
              <Flex gap="4" direction={partner.logo ? 'column' : 'row'} align={partner.logo ? 'flex-start' : 'center'}>
                <PartnerLogo name={partner.name} logo={partner.logo} size="lg" />
                <Stack gap="2" align="flex-start">
                  <Heading
                    as="h2"
                    id={`${anchor}-name`}
                    fontSize={{ base: 'xl', md: '2xl' }}
                    fontWeight="semibold"
                    letterSpacing="-0.02em"
                  >
                    {partner.name}
                  </Heading>
                  <Badge colorPalette="signal" variant="subtle" borderRadius="full" px="2.5" size="md">
                    {partner.tag}
                  </Badge>
                </Stack>
              </Flex>
              <Text asChild fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.7" color="fg">
                <RichText source={partner.description1} />
              </Text>
              {partner.description2 && (
                <Text asChild color="fg.muted" lineHeight="1.7">
                  <RichText source={partner.description2} />
                </Text>
              )}
              {partner.link && <ArrowLink href={partner.link}>{`Visit ${partner.name}`}</ArrowLink>}
            </Stack>
            <Box bg="bg.subtle" borderRadius="xl" p={{ base: '5', md: '7' }} alignSelf="start">
              <ListLabel>Key capabilities</ListLabel>
              <SimpleGrid columns={{ base: 1, md: partner.keyCapabilities.length > 1 ? 2 : 1 }} gap="7">
                {partner.keyCapabilities.map((capability, index) => (
                  <Stack key={index} gap="3">
                    <Heading as="h3" fontSize="md" fontWeight="semibold">
                      {capability.title}
                    </Heading>
                    <CheckList items={capability.aspects} />
                  </Stack>
                ))}
              </SimpleGrid>
            </Box>
          </Grid>
        );
      })}
    </Stack>
  );
}
