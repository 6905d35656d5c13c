import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled box around a preview, marked as a figure so it is not mistaken for the live site's own region. */
export function PreviewFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="figure" borderWidth="1px" borderColor="border" borderRadius="md" overflow="hidden" m="0">
      <Text as="figcaption" fontSize="xs" fontWeight="semibold" color="fg.muted" bg="bg.muted" px="3" py="1.5">
        {title}
      </Text>
      <Box p="4" bg="bg" fontSize="sm">
        {children}
      </Box>
    </Box>
  );
}
