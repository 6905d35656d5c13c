import { Box, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowLink } from './parts/arrow-link';
import { cardSurface } from './parts/card-surface';
import { CheckList, ListLabel } from './parts/check-list';
import { IconTile } from './parts/icon-tile';
import type { SectionRendererProps } from './section-props';
import { RichText } from './parts/rich-text';

/** Services (each with what it includes) as large cards, two across. Titles are h2: the list has no heading. */
export function ServicesView({ data, id }: SectionRendererProps<'services'>) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '6' }}>
      {data.map((service, index) => {
        const labelId = `${id}-${index}-includes`;
        return (
          <Stack key={index} gap="5" p={{ base: '6', md: '8' }} css={cardSurface}>
            {service.icon && <IconTile name={service.icon} size="lg" />}
            <Stack gap="3">
              <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" letterSpacing="-0.02em">
                {service.title}
              </Heading>
              <Text asChild color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.7">
                <RichText source={service.description} />
              </Text>
            </Stack>
            <Box borderTopWidth="1px" borderColor="border" pt="5" mt="auto">
              <ListLabel id={labelId}>What’s included</ListLabel>
              <CheckList items={service.features} labelledBy={labelId} />
            </Box>
            {service.link && <ArrowLink href={service.link}>{`More on ${service.title}`}</ArrowLink>}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

/** Solutions as wide rows: the promise on the left, the outcomes it brings on the right. */
export function SolutionsView({ data, id }: SectionRendererProps<'solutions'>) {
  return (
    <Stack gap={{ base: '5', md: '6' }}>
      {data.map((solution, index) => {
        const labelId = `${id}-${index}-outcomes`;
        return (
          <Grid
            key={index}
            templateColumns={{ base: '1fr', lg: '5fr 6fr' }}
            gap={{ base: '6', lg: '14' }}
            p={{ base: '6', md: '10' }}
            css={cardSurface}
          >
            <Stack gap="4" align="flex-start">
              {solution.icon && <IconTile name={solution.icon} size="lg" />}
              <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" letterSpacing="-0.02em">
                {solution.title}
              </Heading>
              <Text asChild color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.7">
                <RichText source={solution.description} />
              </Text>
              {solution.link && <ArrowLink href={solution.link}>{`Explore ${solution.title}`}</ArrowLink>}
            </Stack>
            <Box bg="bg.subtle" borderRadius="xl" p={{ base: '5', md: '7' }} alignSelf="start">
              <ListLabel id={labelId}>Outcomes</ListLabel>
              <CheckList items={solution.benefits} labelledBy={labelId} />
            </Box>
          </Grid>
        );
      })}
    </Stack>
  );
}
