import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLink } from '../parts/arrow-link';
import { cardSurface } from '../parts/card-surface';
import { StyledContentImage } from '../parts/styled-content-image';
import { SectionHeading } from '../section-heading';
import type { SectionRendererProps } from '../section-props';
import { OutcomeFigures } from './outcome-figures';
import { RichText } from '../parts/rich-text';

/**
 * Client engagements as proof: each a wide card with the story on one side and its measured outcomes, set large,
 * on the other. A different rhythm from the icon-card grids on purpose: these are the figures a buyer quotes.
 */
export function CaseStudiesView({ data, id, headingId }: SectionRendererProps<'caseStudies'>) {
  return (
    <>
      <SectionHeading
        headingId={headingId}
        title={data.title}
        subtitle={data.subtitle}
        description={data.description}
        eyebrow="Case studies"
      />
      <Stack gap={{ base: '6', md: '8' }}>
        {data.items.map((study, index) => (
          <Grid
            as="article"
            key={index}
            aria-labelledby={`${id}-case-${index}`}
            templateColumns={{ base: '1fr', lg: '7fr 5fr' }}
            css={cardSurface}
            overflow="hidden"
          >
            <Stack gap="4" p={{ base: '6', md: '10' }}>
              {study.logo && (
                <StyledContentImage
                  image={{ ...study.logo, alt: study.logo.alt || study.client }}
                  sizes="10rem"
                  maxH="8"
                  w="auto"
                  alignSelf="flex-start"
                  // White on the dark theme, as the logo wall draws logos: a client's dark colours would vanish there.
                  filter={{ _dark: 'brightness(0) invert(1)' }}
                  opacity={{ _dark: 0.85 }}
                />
              )}
              <Text fontSize="sm" color="fg.muted">
                <Box as="span" fontWeight="semibold" color="fg">
                  {study.client}
                </Box>
                {' · '}
                {study.sector}
              </Text>
              <Heading
                as="h3"
                id={`${id}-case-${index}`}
                size={{ base: 'xl', md: '2xl' }}
                fontWeight="semibold"
                lineHeight="1.3"
                textWrap="balance"
              >
                {study.title}
              </Heading>
              <Text asChild color="fg.muted" lineHeight="1.75" fontSize={{ base: 'md', md: 'lg' }} textWrap="pretty">
                <RichText source={study.summary} />
              </Text>
              {study.link && (
                <Box mt="auto" pt="2">
                  <ArrowLink href={study.link}>Read the full story</ArrowLink>
                </Box>
              )}
            </Stack>
            <OutcomeFigures outcomes={study.outcomes} />
          </Grid>
        ))}
      </Stack>
    </>
  );
}
