import { useCallback, useState } from 'react';
import type { BackendId } from '../../../../contract/desktop-bridge';
import { runEndpointTest } from './run-endpoint-test';
import type { ApiTestResult } from './test-result';
import type { TesterClient } from './tester-client';
import type { TesterEndpoint } from './tester-endpoints';
import { testerEndpoints } from './tester-endpoints';

export interface EndpointTests {
  results: Readonly<Record<string, ApiTestResult>>;
  running: ReadonlySet<string>;
  /** A "Test All" run is under way. */
  allRunning: boolean;
  test(endpoint: TesterEndpoint): Promise<void>;
  testAll(): Promise<void>;
}

/** Results per endpoint path for one tab; the tab is remounted when its client changes, so they never mix. */
export function useEndpointTests(client: TesterClient, backend: BackendId): EndpointTests {
  const [results, setResults] = useState<Record<string, ApiTestResult>>({});
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  const [allRunning, setAllRunning] = useState(false);

  const test = useCallback(
    async (endpoint: TesterEndpoint) => {
      setRunning((current) => new Set(current).add(endpoint.path));
      const result = await runEndpointTest(client, backend, endpoint);
      setResults((current) => ({ ...current, [endpoint.path]: result }));
      setRunning((current) => {
        const next = new Set(current);
        next.delete(endpoint.path);
        return next;
      });
    },
    [client, backend],
  );

  // Side by side rather than one after another: the endpoints are independent and a slow one should not hold up the rest.
  const testAll = useCallback(async () => {
    setAllRunning(true);
    await Promise.all(testerEndpoints.map(test));
    setAllRunning(false);
  }, [test]);

  return { results, running, allRunning, test, testAll };
}
