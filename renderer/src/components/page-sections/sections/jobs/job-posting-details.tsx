import { Accordion, Box, Heading, HStack, Text } from '@chakra-ui/react';
import type { JobPosting } from '../../../../../../contract/page-content/careers';
import { ChevronDownIcon } from '../../../../components/icons/ui-icons';
import { CheckList } from '../parts/check-list';

const lists = [
  { key: 'responsibilities', label: 'Responsibilities', marker: 'dot' },
  { key: 'requirements', label: 'Requirements', marker: 'dot' },
  { key: 'benefits', label: 'Benefits', marker: 'check' },
] as const;

/** The three detail lists of a posting, folded away until asked for so the list of roles stays short. */
export function JobPostingDetails({ posting }: { posting: JobPosting }) {
  return (
    <Accordion.Root multiple collapsible variant="enclosed" borderRadius="xl" borderColor="border" divideColor="border">
      {lists.map(({ key, label, marker }) => (
        <Accordion.Item key={key} value={key}>
          <Heading as="h4" fontSize="inherit" fontWeight="inherit" m="0">
            <Accordion.ItemTrigger py="3.5" cursor="pointer" fontWeight="semibold" _hover={{ bg: 'bg.subtle' }}>
              <HStack as="span" flex="1" gap="2.5">
                <span>{label}</span>
                <Text as="span" fontSize="xs" fontWeight="medium" color="fg.subtle" aria-hidden="true">
                  {posting[key].length}
                </Text>
              </HStack>
              <Accordion.ItemIndicator>
                <ChevronDownIcon size={18} />
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody pt="1" pb="5">
              <Box>
                <CheckList items={posting[key]} columns={posting[key].length > 3 ? 2 : 1} marker={marker} />
              </Box>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
