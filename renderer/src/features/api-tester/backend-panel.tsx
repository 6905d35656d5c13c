import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EndpointCard } from './endpoint-card';
import { SecondFactorPresetsCard } from './second-factor-presets-card';
import type { TesterClient } from './tester-client';
import type { TesterBackend } from './tester-endpoints';
import { sendsToken, testerEndpoints } from './tester-endpoints';
import { TokenLoginCard } from './token-login-card';
import { useEndpointTests } from './use-endpoint-tests';

export interface BackendPanelProps {
  backend: TesterBackend;
  baseUrl: string | null;
  /** Null when the backend has no URL (a desktop without a hosted URL): nothing can be tested. */
  client: TesterClient | null;
  /** The web's base URL editor, or the desktop's note on where backends are configured. */
  targetControls: ReactNode;
  tokenIdleHint: string;
}

export function BackendPanel({ backend, baseUrl, client, targetControls, tokenIdleHint }: BackendPanelProps) {
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Text fontSize="sm">
          Target:{' '}
          <Text as="span" fontFamily="mono" fontWeight="semibold">
            {baseUrl ?? 'Not configured'}
          </Text>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {backend.authSummary}
        </Text>
      </Stack>
      {targetControls}
      {client ? (
        <EndpointTests backend={backend} client={client} tokenIdleHint={tokenIdleHint} />
      ) : (
        <Text color="fg.muted">Configure this backend to test it.</Text>
      )}
    </Stack>
  );
}

function EndpointTests({
  backend,
  client,
  tokenIdleHint,
}: {
  backend: TesterBackend;
  client: TesterClient;
  tokenIdleHint: string;
}) {
  const tests = useEndpointTests(client, backend.id);
  return (
    <Stack gap="5">
      {backend.id === 'hosted' && <TokenLoginCard client={client} idleHint={tokenIdleHint} />}
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Text as="h2" fontWeight="semibold">
          Endpoints
        </Text>
        <Button colorPalette="navy" size="sm" loading={tests.allRunning} onClick={() => void tests.testAll()}>
          Test All Endpoints
        </Button>
      </Flex>
      <Stack gap="3">
        {testerEndpoints.map((endpoint) => (
          <EndpointCard
            key={endpoint.path}
            endpoint={endpoint}
            withToken={sendsToken(backend.id, endpoint)}
            result={tests.results[endpoint.path]}
            running={tests.running.has(endpoint.path)}
            onTest={() => void tests.test(endpoint)}
          />
        ))}
      </Stack>
      <SecondFactorPresetsCard backend={backend.id} client={client} />
    </Stack>
  );
}
