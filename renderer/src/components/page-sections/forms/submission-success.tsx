import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { CheckIcon } from '../../../components/icons/ui-icons';

interface SubmissionSuccessProps {
  title: string;
  /** The level that fits under whatever heading the form sits beneath. */
  headingAs?: 'h3' | 'h4' | 'h5';
  message: string;
  resetLabel: string;
  onReset: () => void;
}

/**
 * Replaces a sent form; it takes focus so keyboard and screen reader users land on the outcome, and is
 * scrolled into view below the sticky header (focus alone scrolls it to the very top, under the header).
 */
export function SubmissionSuccess({ title, headingAs = 'h3', message, resetLabel, onReset }: SubmissionSuccessProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    panel.focus({ preventScroll: true });
    // `nearest` leaves a panel already in view where it is; scroll-margin-top keeps it clear of the header.
    panel.scrollIntoView({ block: 'nearest' });
  }, []);

  return (
    <Stack
      ref={panelRef}
      role="status"
      tabIndex={-1}
      gap="5"
      alignItems="flex-start"
      py={{ base: '2', md: '4' }}
      outline="none"
      scrollMarginTop={{ base: '32', lg: '36' }}
    >
      <Box
        display="grid"
        placeItems="center"
        boxSize="12"
        borderRadius="full"
        bg="signal.subtle"
        color="signal.fg"
        borderWidth="1px"
        borderColor="signal.border"
      >
        <CheckIcon size={24} />
      </Box>
      <Stack gap="2">
        <Heading as={headingAs} size="xl" color="fg">
          {title}
        </Heading>
        <Text color="fg.muted" maxWidth="prose">
          {message}
        </Text>
      </Stack>
      <Button variant="outline" colorPalette="brand" borderRadius="full" onClick={onReset}>
        {resetLabel}
      </Button>
    </Stack>
  );
}
