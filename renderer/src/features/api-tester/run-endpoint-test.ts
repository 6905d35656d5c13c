import type { BackendId } from '../../../../contract/desktop-bridge';
import type { ApiTestResult } from './test-result';
import { toTestResult, unknownErrorResult } from './test-result';
import type { TesterClient } from './tester-client';
import type { TesterEndpoint } from './tester-endpoints';
import { sendsToken } from './tester-endpoints';

/** One GET, read into a result; never throws, since a failure is exactly what the tester is there to show. */
export async function runEndpointTest(
  client: TesterClient,
  backend: BackendId,
  endpoint: TesterEndpoint,
  now: () => Date = () => new Date(),
): Promise<ApiTestResult> {
  try {
    const answer = await client.send({ method: 'GET', path: endpoint.path, withToken: sendsToken(backend, endpoint) });
    return toTestResult(answer.status, answer.statusText, answer.body, now());
  } catch {
    return unknownErrorResult(now());
  }
}
