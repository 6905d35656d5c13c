import { Box, Button } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { ChevronDownIcon, ChevronRightIcon } from '../../components/icons/ui-icons';

/** The answer's JSON, folded away until asked for: home page content alone runs to hundreds of lines. */
export function ResponseData({ data }: { data: unknown }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      <Button
        variant="ghost"
        size="xs"
        px="1"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <ChevronDownIcon size={14} /> : <ChevronRightIcon size={14} />}
        Response data
      </Button>
      <Box
        as="pre"
        id={id}
        hidden={!open}
        // Long answers scroll inside the box: keyboard users must be able to reach it to scroll it.
        tabIndex={0}
        mt="2"
        p="3"
        maxHeight="80"
        overflow="auto"
        bg="bg.subtle"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        fontFamily="mono"
        fontSize="xs"
        whiteSpace="pre"
      >
        {/* Rendered as text: whatever a backend sends is shown, never interpreted. */}
        {JSON.stringify(data, null, 2)}
      </Box>
    </Box>
  );
}
