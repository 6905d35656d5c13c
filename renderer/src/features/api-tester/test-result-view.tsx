import { Alert, Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { ApiTestResult } from './test-result';
import { ResponseData } from './response-data';

export function TestResultView({ result }: { result: ApiTestResult }) {
  return (
    <Stack gap="3">
      <Flex gap="4" align="center" wrap="wrap" fontSize="sm">
        <Badge colorPalette={result.success ? 'green' : 'red'} variant="subtle" size="md">
          {result.success ? 'Success' : 'Failed'}
        </Badge>
        <Text>
          Status{' '}
          <Text as="span" fontFamily="mono" fontWeight="semibold">
            {result.status}
          </Text>
        </Text>
        <Text color="fg.muted">
          Tested at <time dateTime={result.testedAt.toISOString()}>{result.testedAt.toLocaleTimeString()}</time>
        </Text>
      </Flex>
      {result.error !== null ? (
        <Alert.Root status="error" borderRadius="md" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Error</Alert.Title>
            <Alert.Description>{result.error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <ResponseData data={result.data} />
      )}
    </Stack>
  );
}
