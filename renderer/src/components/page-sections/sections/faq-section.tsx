import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import { ChevronDownIcon } from '../../../components/icons/ui-icons';
import { Disclosure, DisclosureIndicator, DisclosureSummary } from './parts/disclosure';
import { RichText } from './parts/rich-text';
import { SectionHeading } from './section-heading';
import type { SectionRendererProps } from './section-props';

/**
 * Questions that open to their answers, several at once: each a `<details>` whose summary holds the question as
 * an h3, so the answers are in the server's HTML and open without JavaScript (the page's FAQPage JSON-LD names
 * the same questions and answers, see ssr/structured-data.ts).
 */
export function FaqView({ data, headingId }: SectionRendererProps<'faq'>) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '4fr 7fr' }} gap={{ base: '0', lg: '16' }} alignItems="start">
      <Box position={{ lg: 'sticky' }} top={{ lg: '28' }}>
        <SectionHeading headingId={headingId} title={data.title} subtitle={data.subtitle} eyebrow="FAQ" />
      </Box>
      <Box borderTopWidth="1px" borderColor="border">
        {data.items.map((item, index) => (
          <Disclosure key={index} borderBottomWidth="1px" borderColor="border">
            <DisclosureSummary py="5" gap="6" color="fg" _hover={{ color: 'signal.fg' }}>
              <Heading
                as="h3"
                flex="1"
                m="0"
                color="inherit"
                fontSize={{ base: 'md', md: 'lg' }}
                fontWeight="semibold"
                lineHeight="1.45"
              >
                {item.question}
              </Heading>
              <DisclosureIndicator
                w="8"
                h="8"
                borderRadius="full"
                borderWidth="1px"
                borderColor="border"
                color="fg.muted"
                css={{
                  '[open] > summary > &': { bg: 'signal.subtle', borderColor: 'signal.muted', color: 'signal.fg' },
                }}
              >
                <ChevronDownIcon size={16} />
              </DisclosureIndicator>
            </DisclosureSummary>
            <Box pt="0" pb="6" pr={{ base: '0', md: '14' }}>
              <Text asChild color="fg.muted" lineHeight="1.75" fontSize={{ base: 'md', md: 'lg' }}>
                <RichText source={item.answer} />
              </Text>
            </Box>
          </Disclosure>
        ))}
      </Box>
    </Grid>
  );
}
