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

/** Replaces a sent form; it takes focus so keyboard and screen reader users land on the outcome. */
export function SubmissionSuccess({ title, headingAs = 'h3', message, resetLabel, onReset }: SubmissionSuccessProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panelRef.current?.focus();
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
      <Button variant="outline" colorPalette="navy" onClick={onReset}>
        {resetLabel}
      </Button>
    </Stack>
  );
}
