import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLink } from './parts/arrow-link';
import { CheckList } from './parts/check-list';
import { RichText } from './parts/rich-text';
import { entryAnchorId } from './entry-anchor';
import { Eyebrow, isEyebrowText } from './eyebrow';
import type { SectionRendererProps } from './section-props';

/**
 * Blocks of running text (policy clauses, news items, steps of an approach), each with its own anchor
 * (derived from the block's) so search can link straight to a clause. Title left, text right: long pages stay scannable.
 */
export function ContentSectionsView({ data, id }: SectionRendererProps<'sections'>) {
  return (
    // A container query rather than a breakpoint: at the policies' reading width the title sits above
    // its text; at the full site width it moves into a column of its own.
    <Stack gap="0" css={{ containerType: 'inline-size' }}>
      {data.map((entry, index) => {
        const anchor = entryAnchorId(id, entry.title);
        const eyebrow = isEyebrowText(entry.subtitle) ? entry.subtitle : undefined;
        const lead = eyebrow ? undefined : entry.subtitle;
        return (
          <Grid
            as="article"
            key={`${index}-${anchor}`}
            id={anchor}
            aria-labelledby={`${anchor}-title`}
            scrollMarginTop={{ base: '28', lg: '32' }}
            // `minmax(0, …)`, not `1fr`: a track of `1fr` is at least as wide as its longest word, and an article's
            // class path or obfuscated lookup string (`org/apache/logging/…`) then pushed a phone's page sideways.
            templateColumns="minmax(0, 1fr)"
            gap="4"
            css={{
              '@container (min-width: 60rem)': {
                gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 7fr)',
                columnGap: '4rem',
              },
            }}
            py={{ base: '8', md: '10' }}
            borderTopWidth={index === 0 ? '0' : '1px'}
            borderColor="border"
            pt={index === 0 ? '0' : undefined}
          >
            <Stack gap="3">
              {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
              <Heading
                as="h2"
                id={`${anchor}-title`}
                fontSize={{ base: 'xl', md: '2xl' }}
                fontWeight="semibold"
                letterSpacing="-0.02em"
                lineHeight="1.3"
                textWrap="balance"
              >
                {entry.title}
              </Heading>
            </Stack>
            <Stack gap="5">
              {lead && (
                <Text fontWeight="medium" fontSize="lg">
                  {lead}
                </Text>
              )}
              <Box color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.75">
                <RichText source={entry.description} />
              </Box>
              {entry.points && (
                // The points read as part of the text above them: the same size, not a smaller list under it.
                <Box pt="1" fontSize={{ base: 'md', md: 'lg' }}>
                  <CheckList items={entry.points} marker="dot" />
                </Box>
              )}
              {entry.cta && (
                <Box>
                  <ArrowLink href={entry.cta.link}>{entry.cta.text}</ArrowLink>
                </Box>
              )}
            </Stack>
          </Grid>
        );
      })}
    </Stack>
  );
}
