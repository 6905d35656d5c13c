import { Heading, List, Stack, Text, chakra } from '@chakra-ui/react';
import type { KeyboardEventHandler } from 'react';
import { ArrowRightIcon } from '../../components/icons/ui-icons';
import { paths } from '../../lib/paths';
import { onPlainClick } from './plain-click';
import { resultFocusRing } from './result-styles';
import type { ResultTarget } from './use-open-result';

const quickLinks = [
  { path: paths.careers, label: 'Career Opportunities' },
  { path: paths.resources, label: 'Resources & Insights' },
  { path: paths.partners, label: 'Partners' },
  { path: paths.contact, label: 'Contact Us' },
] as const;

/** Before anything is typed: the spec's Quick Links and a hint. */
export function SearchEmptyState({
  onOpen,
  onLinkKeyDown,
}: {
  onOpen: (target: ResultTarget) => void;
  onLinkKeyDown: KeyboardEventHandler<HTMLAnchorElement>;
}) {
  return (
    <Stack gap="4">
      <Heading as="h3" size="sm" color="fg.muted" id="search-quick-links">
        Quick Links
      </Heading>
      <List.Root
        as="ul"
        listStyle="none"
        aria-labelledby="search-quick-links"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
        gap="2"
      >
        {quickLinks.map((link) => (
          <List.Item key={link.path}>
            <chakra.a
              href={link.path}
              data-search-result=""
              onClick={onPlainClick(() => onOpen({ path: link.path, sectionId: null }))}
              onKeyDown={onLinkKeyDown}
              display="flex"
              alignItems="center"
              justifyContent="space-between"
              gap="2"
              px="3"
              py="2.5"
              borderWidth="1px"
              borderColor="border"
              borderRadius="md"
              fontWeight="medium"
              _hover={{ bg: 'bg.muted' }}
              _focusVisible={resultFocusRing}
            >
              {link.label}
              <ArrowRightIcon size={16} />
            </chakra.a>
          </List.Item>
        ))}
      </List.Root>
      <Text color="fg.muted" textAlign="center" pt="2">
        Type to start searching across pages and content
      </Text>
    </Stack>
  );
}
