import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ItemCardProps {
  /** The fieldset's legend, and so the accessible name of the group. */
  legend: string;
  toolbar: ReactNode;
  children: ReactNode;
  nested?: boolean;
}

/** One list entry as a fieldset, so each group of same-named fields ("Text", "Link") is told apart by its legend. */
export function ItemCard({ legend, toolbar, children, nested }: ItemCardProps) {
  return (
    <Box
      as="fieldset"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      p="3"
      bg={nested ? 'bg.subtle' : 'bg'}
      minWidth="0"
    >
      {/* The legend must be the fieldset's first child to name it; floats put the toolbar beside it. */}
      <Box as="legend" fontWeight="semibold" fontSize="sm" float="left" py="1">
        {legend}
      </Box>
      <Box float="right" mb="2">
        {toolbar}
      </Box>
      <Stack gap="3" clear="both">
        {children}
      </Stack>
    </Box>
  );
}
