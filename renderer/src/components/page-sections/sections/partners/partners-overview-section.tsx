import { Badge, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { CardGrid } from '../parts/card-grid';
import { cardSurface, interactiveCard, stretchedLink } from '../parts/card-surface';
import { PartnerLogo } from '../parts/partner-logo';
import { SectionHeading } from '../section-heading';
import type { SectionRendererProps } from '../section-props';
import { SiteLink } from '../site-link';
// Registers the recipes of the badges/fields rendered here (kept out of the first load).
import '../../../../lib/theme/extended-recipes';
import { RichText } from '../parts/rich-text';

/** The partner network at a glance: one tile per partner with its speciality. */
export function PartnersOverviewView({ data, headingId }: SectionRendererProps<'partnersSection'>) {
  return (
    <>
      <SectionHeading
        headingId={headingId}
        title={data.title}
        subtitle={data.subtitle}
        description={data.description}
      />
      <CardGrid count={data.partners.length}>
        {data.partners.map((partner, index) => (
          <Stack
            key={index}
            gap="4"
            p="6"
            align="flex-start"
            css={partner.link ? { ...cardSurface, ...interactiveCard } : cardSurface}
          >
            <PartnerLogo name={partner.name} logo={partner.logo} />
            <Heading as="h3" fontSize="lg" fontWeight="semibold" letterSpacing="-0.01em">
              {partner.link ? (
                <ChakraLink asChild css={stretchedLink}>
                  <SiteLink href={partner.link}>{partner.name}</SiteLink>
                </ChakraLink>
              ) : (
                partner.name
              )}
            </Heading>
            <Badge colorPalette="signal" variant="subtle" borderRadius="full" px="2.5" size="md">
              {partner.tag}
            </Badge>
            {partner.description && (
              <Text asChild color="fg.muted" fontSize="sm" lineHeight="1.7">
                <RichText source={partner.description} />
              </Text>
            )}
          </Stack>
        ))}
      </CardGrid>
    </>
  );
}
