import { Box, Flex, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Certification } from '../../../../../../contract/page-content/certifications';
import { ArrowRightIcon } from '../../../../components/icons/ui-icons';
import { cardSurface, interactiveCard, stretchedLink } from '../parts/card-surface';
import { StyledContentImage } from '../parts/styled-content-image';
import { IconTile } from '../parts/icon-tile';
import { SectionHeading } from '../section-heading';
import type { SectionRendererProps } from '../section-props';
import { SiteLink } from '../site-link';

/**
 * Certifications and accreditations as cards, each one link (named by the certification) to where a buyer can
 * check it: the certificate or the scheme's public register. A logo when staff gave one, a shield seal otherwise.
 */
export function CertificationsView({ data, headingId }: SectionRendererProps<'certifications'>) {
  return (
    <>
      <SectionHeading
        headingId={headingId}
        title={data.title}
        subtitle={data.subtitle}
        description={data.description}
        eyebrow="Certifications"
      />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: data.items.length >= 4 ? 4 : 3 }} gap={{ base: '4', md: '6' }}>
        {data.items.map((certification, index) => (
          <CertificationCard key={index} certification={certification} />
        ))}
      </SimpleGrid>
    </>
  );
}

function CertificationCard({ certification }: { certification: Certification }) {
  return (
    <Stack gap="4" p={{ base: '6', md: '7' }} h="full" css={{ ...cardSurface, ...interactiveCard }}>
      <Flex h="14" align="center">
        {certification.logo ? (
          <StyledContentImage image={certification.logo} sizes="8rem" maxH="14" w="auto" h="auto" maxW="32" />
        ) : (
          <IconTile name="shield" size="lg" />
        )}
      </Flex>
      <Box>
        <Heading as="h3" fontSize="lg" fontWeight="semibold" lineHeight="1.35">
          <ChakraLink asChild css={stretchedLink}>
            <SiteLink href={certification.link}>{certification.name}</SiteLink>
          </ChakraLink>
        </Heading>
        <Text mt="1" fontSize="sm" color="fg.muted">
          {certification.issuer}
        </Text>
      </Box>
      {certification.scope && (
        <Text fontSize="sm" color="fg.muted" lineHeight="1.6">
          {certification.scope}
        </Text>
      )}
      <HStack mt="auto" pt="1" gap="1.5" color="signal.fg" fontSize="sm" fontWeight="semibold" aria-hidden="true">
        <span>Check the certificate</span>
        <ArrowRightIcon size={16} />
      </HStack>
    </Stack>
  );
}
