import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DesktopBridge, DiagnosticsFacts, LogLevel } from '../../../../contract/desktop-bridge';

const levelPalette: Record<LogLevel, string> = { info: 'gray', warn: 'orange', error: 'red' };

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box
      role="group"
      aria-label={label}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: '9rem 1fr' }}
      columnGap="3"
      alignItems="baseline"
    >
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="sm" overflowWrap="anywhere">
        {children}
      </Text>
    </Box>
  );
}

function FactsList({ facts }: { facts: DiagnosticsFacts }) {
  const { versions, backend, reachability, keyring } = facts;
  return (
    <Stack as="dl" gap="1.5">
      <Fact label="Versions">
        App {versions.app} · Electron {versions.electron} · Chromium {versions.chromium} · Node {versions.node}
      </Fact>
      <Fact label="Active backend">
        {backend.label} ({backend.origin})
      </Fact>
      <Fact label="Reachability">{reachability.detail}</Fact>
      <Fact label="Token storage">
        {keyring.custody === 'keyring' ? `System keyring (${keyring.backend})` : 'Memory only, for this session'}
      </Fact>
      <Fact label="Signed in">{facts.tokenHeld ? 'A token is held for this backend' : 'No token held'}</Fact>
    </Stack>
  );
}

/** The diagnostics window's facts about the app, from main: never a token, only whether one is held. */
export function DesktopFactsPanel({ bridge }: { bridge: DesktopBridge }) {
  const facts = useQuery({ queryKey: ['desktop', 'diagnostics'], queryFn: () => bridge.diagnostics.facts() });
  const copy = useMutation({ mutationFn: () => bridge.diagnostics.copyReport() });

  return (
    <Stack as="section" aria-labelledby="desktop-facts" gap="4">
      <HStack justifyContent="space-between" flexWrap="wrap" gap="3">
        <Heading as="h2" size="md" id="desktop-facts">
          This app
        </Heading>
        <HStack gap="2">
          <Button size="sm" variant="outline" loading={facts.isFetching} onClick={() => void facts.refetch()}>
            Check again
          </Button>
          <Button size="sm" colorPalette="navy" loading={copy.isPending} onClick={() => copy.mutate()}>
            Copy report
          </Button>
        </HStack>
        <Text role="status" fontSize="sm" color="fg.muted" width="full" _empty={{ display: 'none' }}>
          {copy.isSuccess ? 'Report copied to the clipboard.' : copy.isError ? 'The report could not be copied.' : ''}
        </Text>
      </HStack>
      {facts.isPending && <Text color="fg.muted">Gathering facts…</Text>}
      {facts.isError && <Text color="fg.error">The app did not answer.</Text>}
      {facts.data && (
        <>
          <FactsList facts={facts.data} />
          <Stack gap="2">
            <Heading as="h3" size="sm">
              Recent log
            </Heading>
            <Box
              as="ol"
              aria-label="Recent log"
              listStyleType="none"
              fontFamily="mono"
              fontSize="xs"
              maxHeight="48"
              overflowY="auto"
              borderWidth="1px"
              borderColor="border"
              borderRadius="md"
              p="2"
            >
              {facts.data.recentLog.map((entry, index) => (
                <HStack as="li" key={`${entry.time}-${index}`} gap="2" alignItems="baseline" flexWrap="wrap">
                  <Text as="span" color="fg.muted">
                    {entry.time}
                  </Text>
                  <Badge size="sm" colorPalette={levelPalette[entry.level]}>
                    {entry.level}
                  </Badge>
                  <Text as="span" overflowWrap="anywhere">
                    {entry.message}
                  </Text>
                </HStack>
              ))}
            </Box>
          </Stack>
        </>
      )}
    </Stack>
  );
}
