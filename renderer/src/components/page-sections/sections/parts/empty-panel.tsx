import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Where a list would be when it has nothing to show: a dashed panel holding what to say and what to do next. */
export function EmptyPanel({ children }: { children: ReactNode }) {
  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="2xl"
      p={{ base: '8', md: '12' }}
      textAlign="center"
    >
      {children}
    </Box>
  );
}
