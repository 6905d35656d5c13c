import type { BackendId, BackendInfo } from '../contract/desktop-bridge';
import type { BackendSession } from './backend-sessions';
import { originOf } from './hosted-url';

export interface BackendRequestDeps {
  sessionFor(id: BackendId): BackendSession;
  /** The token held for a backend *origin*: a token is only ever sent back to the origin that issued it. */
  tokenFor(origin: string): Promise<string | null>;
}

export interface BackendCall {
  backend: BackendInfo;
  /** Path and query, starting with `/api/`. */
  pathAndQuery: string;
  method: string;
  headers: Headers;
  body?: ArrayBuffer | string | undefined;
  withToken: boolean;
  signal?: AbortSignal | undefined;
}

/**
 * Runs a request against a backend inside that backend's partition: its cookies are sent and stored there
 * (credentials: 'include'), and the bearer token is added here in main so it never has to reach a renderer.
 */
export async function callBackend(call: BackendCall, deps: BackendRequestDeps): Promise<Response> {
  const headers = new Headers(call.headers);
  headers.delete('authorization');
  headers.delete('cookie');
  if (call.withToken) {
    const token = await deps.tokenFor(originOf(call.backend.baseUrl));
    if (token) headers.set('authorization', `Bearer ${token}`);
  }
  return deps.sessionFor(call.backend.id).fetch(`${call.backend.baseUrl}${call.pathAndQuery}`, {
    method: call.method,
    headers,
    body: call.body,
    credentials: 'include',
    // A redirect could carry the bearer token to another host: treat it as a failure instead.
    redirect: 'error',
    signal: call.signal,
  });
}
