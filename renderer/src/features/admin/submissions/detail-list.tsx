import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DetailEntry {
  label: string;
  value: ReactNode;
}

/** Every field of a submission as a description list; empty optional fields say so instead of vanishing. */
export function DetailList({ entries }: { entries: DetailEntry[] }) {
  return (
    <Stack as="dl" gap="3">
      {entries.map((entry) => (
        <Box key={entry.label}>
          <Box as="dt" fontSize="sm" fontWeight="semibold" color="fg.muted">
            {entry.label}
          </Box>
          <Box as="dd" m="0" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {entry.value === null || entry.value === '' ? '—' : entry.value}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
