import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// Editors use `subtitle` both for short labels ("Weeks 1–4") and for whole sentences; only the short
// ones read well as an uppercase eyebrow, the rest become the lead line under the title.
const eyebrowMaxLength = 40;

export function isEyebrowText(text: string | undefined): text is string {
  return text !== undefined && text.length <= eyebrowMaxLength;
}

export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Flex align="center" gap="3" color="signal.fg">
      <Box as="span" aria-hidden="true" w="6" h="2px" borderRadius="full" bg="currentColor" flexShrink={0} />
      <Text as="span" fontSize="xs" fontWeight="semibold" letterSpacing="0.14em" textTransform="uppercase">
        {children}
      </Text>
    </Flex>
  );
}
