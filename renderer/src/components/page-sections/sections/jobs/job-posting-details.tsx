import { Box, Heading, Text } from '@chakra-ui/react';
import type { JobPosting } from '../../../../../../contract/page-content/careers';
import { ChevronDownIcon } from '../../../../components/icons/ui-icons';
import { CheckList } from '../parts/check-list';
import { Disclosure, DisclosureIndicator, DisclosureSummary } from '../parts/disclosure';

const lists = [
  { key: 'responsibilities', label: 'Responsibilities', marker: 'dot' },
  { key: 'requirements', label: 'Requirements', marker: 'dot' },
  { key: 'benefits', label: 'Benefits', marker: 'check' },
] as const;

/**
 * The three detail lists of a posting, folded away until asked for so the list of roles stays short: `<details>`,
 * so they are in the server's HTML and open without JavaScript.
 */
export function JobPostingDetails({ posting }: { posting: JobPosting }) {
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="xl" overflow="hidden">
      {lists.map(({ key, label, marker }, index) => (
        <Disclosure key={key} borderTopWidth={index === 0 ? '0' : '1px'} borderColor="border">
          <DisclosureSummary
            px="4"
            py="3.5"
            gap="2.5"
            fontWeight="semibold"
            _hover={{ bg: 'bg.subtle' }}
            _focusVisible={{ outlineOffset: '-2px' }}
          >
            <Heading as="h4" fontSize="inherit" fontWeight="inherit" m="0">
              {label}
            </Heading>
            <Text as="span" flex="1" fontSize="xs" fontWeight="medium" color="fg.subtle" aria-hidden="true">
              {posting[key].length}
            </Text>
            <DisclosureIndicator>
              <ChevronDownIcon size={18} />
            </DisclosureIndicator>
          </DisclosureSummary>
          <Box px="4" pt="1" pb="5">
            <CheckList items={posting[key]} columns={posting[key].length > 3 ? 2 : 1} marker={marker} />
          </Box>
        </Disclosure>
      ))}
    </Box>
  );
}
