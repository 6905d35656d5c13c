import { Accordion, Box, Grid, Heading, Text } from '@chakra-ui/react';
import { ChevronDownIcon } from '../../../components/icons/ui-icons';
import { SectionHeading } from './section-heading';
import type { SectionRendererProps } from './section-props';
import { RichText } from './parts/rich-text';

/**
 * Questions as an accordion (Ark UI's: buttons with aria-expanded and aria-controls, Enter/Space to
 * toggle, arrow keys, Home and End between questions). Several answers may be open at once.
 */
export function FaqView({ data, headingId }: SectionRendererProps<'faq'>) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '4fr 7fr' }} gap={{ base: '0', lg: '16' }} alignItems="start">
      <Box position={{ lg: 'sticky' }} top={{ lg: '28' }}>
        <SectionHeading headingId={headingId} title={data.title} subtitle={data.subtitle} eyebrow="FAQ" />
      </Box>
      <Accordion.Root multiple collapsible variant="plain" borderTopWidth="1px" borderColor="border">
        {data.items.map((item, index) => (
          <Accordion.Item key={index} value={String(index)} borderBottomWidth="1px" borderColor="border">
            <Heading as="h3" fontSize="inherit" fontWeight="inherit" m="0">
              <Accordion.ItemTrigger
                py="5"
                gap="6"
                cursor="pointer"
                fontSize={{ base: 'md', md: 'lg' }}
                fontWeight="semibold"
                lineHeight="1.45"
                color="fg"
                _hover={{ color: 'signal.fg' }}
              >
                <Box as="span" flex="1">
                  {item.question}
                </Box>
                <Accordion.ItemIndicator
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  w="8"
                  h="8"
                  flexShrink={0}
                  borderRadius="full"
                  borderWidth="1px"
                  borderColor="border"
                  color="fg.muted"
                  _open={{ bg: 'signal.subtle', borderColor: 'signal.muted', color: 'signal.fg' }}
                >
                  <ChevronDownIcon size={16} />
                </Accordion.ItemIndicator>
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody pt="0" pb="6" pr={{ base: '0', md: '14' }}>
                <Text asChild color="fg.muted" lineHeight="1.75" fontSize={{ base: 'md', md: 'lg' }}>
                  <RichText source={item.answer} />
                </Text>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Grid>
  );
}
