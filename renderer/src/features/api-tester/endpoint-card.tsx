import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { ApiTestResult } from './test-result';
import type { TesterEndpoint } from './tester-endpoints';
import { TestResultView } from './test-result-view';

export interface EndpointCardProps {
  endpoint: TesterEndpoint;
  withToken: boolean;
  result: ApiTestResult | undefined;
  running: boolean;
  onTest: () => void;
}

export function EndpointCard({ endpoint, withToken, result, running, onTest }: EndpointCardProps) {
  const headingId = useId();
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      p="4"
    >
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Flex align="center" gap="2" minWidth="0">
          <Badge variant="outline" colorPalette="navy" fontFamily="mono">
            GET
          </Badge>
          <Text as="h3" id={headingId} fontFamily="mono" fontSize="sm" fontWeight="semibold" wordBreak="break-all">
            {endpoint.path}
          </Text>
          {withToken && (
            <Badge variant="subtle" colorPalette="signal">
              Bearer token
            </Badge>
          )}
        </Flex>
        <Button
          size="sm"
          variant="outline"
          colorPalette="navy"
          aria-label={`Test ${endpoint.path}`}
          loading={running}
          onClick={onTest}
        >
          Test
        </Button>
      </Flex>
      {/* Present before any result, so the first one is announced too. */}
      <Box aria-live="polite" mt={result ? '4' : '0'}>
        {result && <TestResultView result={result} />}
      </Box>
    </Box>
  );
}
