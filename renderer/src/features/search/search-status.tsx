import { Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { plural } from '../../../../contract/plural';

export type SearchPhase =
  | { kind: 'empty' }
  | { kind: 'searching' }
  | { kind: 'failed'; message: string }
  | { kind: 'found'; count: number; term: string }
  | { kind: 'none'; term: string };

/**
 * One live region for every change a screen reader should hear: searching, the count, no results or a
 * failure. It is always in the page, so its changes are announced rather than appearing unnoticed.
 */
export function SearchStatus({ phase }: { phase: SearchPhase }) {
  return (
    <Stack role="status" aria-live="polite" gap="2">
      {phase.kind === 'searching' && (
        <HStack gap="2" color="fg.muted" fontSize="sm">
          <Spinner size="xs" />
          <Text>Searching...</Text>
        </HStack>
      )}
      {phase.kind === 'failed' && <Text color="fg.error">{phase.message}</Text>}
      {phase.kind === 'found' && (
        <Text color="fg.muted" fontSize="sm">{`${plural(phase.count, 'result')} for "${phase.term}"`}</Text>
      )}
      {phase.kind === 'none' && (
        <Stack gap="2" align="center" textAlign="center" pt="6">
          <Heading as="h3" size="md">
            No results found
          </Heading>
          <Text color="fg.muted">{`No results found for "${phase.term}". Try different keywords or check for typos.`}</Text>
        </Stack>
      )}
    </Stack>
  );
}
