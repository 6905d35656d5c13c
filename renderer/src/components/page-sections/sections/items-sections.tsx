import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowLink } from './parts/arrow-link';
import { CardGrid } from './parts/card-grid';
import { IconTile } from './parts/icon-tile';
import { ItemCard } from './parts/item-card';
import { SectionHeading } from './section-heading';
import type { ItemsSection } from '../../../../../contract/page-content/fields';
import type { OverviewSection } from '../../../../../contract/page-content/sections';
import type { SectionRendererProps, SectionViewProps } from './section-props';
import { RichText } from './parts/rich-text';

/** Cards (of features, solutions or careers; the spec's featuresSection, solutionsSection and careersList): a
 * heading over a grid of cards. */
export function ItemsSectionView({ data, headingId }: SectionViewProps<ItemsSection>) {
  return (
    <>
      <SectionHeading
        headingId={headingId}
        title={data.title}
        subtitle={data.subtitle}
        description={data.description}
      />
      <CardGrid count={data.items.length}>
        {data.items.map((item) => (
          <ItemCard key={item.title} item={item} />
        ))}
      </CardGrid>
    </>
  );
}

/** `features` has no heading of its own, so each card's title is a section-level heading. */
export function FeatureListView({ data }: SectionRendererProps<'features'>) {
  return (
    <CardGrid count={data.length}>
      {data.map((item) => (
        <ItemCard key={item.title} item={item} titleAs="h2" />
      ))}
    </CardGrid>
  );
}

/** Home-page teasers: the cards link on, and the section's own link sits beside the heading. */
export function AreaSectionView({ data, headingId }: SectionViewProps<OverviewSection>) {
  return (
    <>
      <SectionHeading
        headingId={headingId}
        title={data.title}
        subtitle={data.subtitle}
        description={data.description}
        action={data.cta && <ArrowLink href={data.cta.link}>{data.cta.text}</ArrowLink>}
      />
      <CardGrid count={data.items.length}>
        {data.items.map((item) => (
          <ItemCard key={item.title} item={item} />
        ))}
      </CardGrid>
    </>
  );
}

/** Benefits read as a list of perks rather than as things to click: icon rows, two columns, no card chrome. */
export function BenefitsSectionView({ data, headingId }: SectionRendererProps<'benefitsSection'>) {
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
        columns={{ base: 1, md: 2 }}
        columnGap="12"
        rowGap={{ base: '8', md: '10' }}
      >
        {data.items.map((item) => (
          <Flex as="li" key={item.title} gap="5" align="flex-start">
            {item.icon ? (
              <IconTile name={item.icon} />
            ) : (
              <Box w="2" h="2" mt="2.5" borderRadius="full" bg="signal.solid" flexShrink={0} />
            )}
            <Stack gap="2">
              <Heading as="h3" fontSize="lg" fontWeight="semibold" letterSpacing="-0.01em">
                {item.title}
              </Heading>
              <Text asChild color="fg.muted" lineHeight="1.7">
                <RichText source={item.description} />
              </Text>
              {item.link && <ArrowLink href={item.link}>Learn more</ArrowLink>}
            </Stack>
          </Flex>
        ))}
      </SimpleGrid>
    </>
  );
}
