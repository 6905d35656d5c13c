import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One item of a short admin list drawn as cards (sessions, waiting accounts, invitations): what it is on the left,
 * its actions on the right, wrapping below them on a narrow screen. `label` names the item for screen readers.
 */
export function ListRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex
      as="li"
      aria-label={label}
      gap="3"
      wrap="wrap"
      justify="space-between"
      align="center"
      p="4"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      bg="bg.panel"
    >
      {children}
    </Flex>
  );
}
