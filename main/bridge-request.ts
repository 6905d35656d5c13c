import type { BridgeApiRequest, BridgeApiResponse } from '../contract/desktop-bridge';
import { BridgeApiRequestSchema } from '../contract/desktop-bridge';
import type { BackendService } from './backend-service';
import type { BackendRequestDeps } from './backend-request';
import { callBackend } from './backend-request';
import { originOf } from './hosted-url';
import { guardAnswer } from './sign-in-capture';

const bridgeRequestTimeoutMs = 15_000;

export interface BridgeRequestDeps extends BackendRequestDeps {
  backends: Pick<BackendService, 'get'>;
  /** As for the app's own sign-in: the tester's "Get token" leaves the token with main, never the page. */
  keepToken(origin: string, token: string): Promise<void>;
}

/**
 * The API tester's requests, run in main against the backend it names. Status 0 means the request never
 * reached a server (not configured, refused, timed out), which is exactly what the tester is there to show.
 */
export async function runBridgeRequest(input: BridgeApiRequest, deps: BridgeRequestDeps): Promise<BridgeApiResponse> {
  const request = BridgeApiRequestSchema.parse(input);
  const backend = deps.backends.get(request.backend);
  if (!backend) return { status: 0, statusText: 'Not configured', body: 'The hosted backend has no URL yet.' };
  const headers = new Headers({ accept: 'application/json' });
  if (request.body !== undefined) headers.set('content-type', 'application/json');
  try {
    const response = await callBackend(
      {
        backend,
        pathAndQuery: request.path,
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        withToken: request.useToken,
        signal: AbortSignal.timeout(bridgeRequestTimeoutMs),
      },
      deps,
    );
    // The same rule as the app's own forwarding: whatever the path, the tester is never shown a token.
    const body = await guardAnswer(request.method, request.path, await response.text(), (token) =>
      deps.keepToken(originOf(backend.baseUrl), token),
    );
    return { status: response.status, statusText: response.statusText, body };
  } catch (error) {
    return { status: 0, statusText: 'Network error', body: error instanceof Error ? error.message : String(error) };
  }
}
