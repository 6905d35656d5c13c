import type { BackendId } from '../../../../contract/desktop-bridge';
import { requestTimeoutMs } from '../../lib/api/retry-policy';
import type { TesterClient } from './tester-client';
import { clearTesterToken, readTesterToken, writeTesterToken } from './tester-token-storage';

export interface WebTesterClientOptions {
  backend: BackendId;
  baseUrl: string;
  /** sessionStorage in the app; where the hosted tab keeps its token. */
  storage: Storage;
}

/**
 * The browser talks to the backend directly. One attempt, no retries: the tester reports what a single
 * request gets, and a retried failure would only hide it for half a minute.
 */
export function createWebTesterClient({ backend, baseUrl, storage }: WebTesterClientOptions): TesterClient {
  return {
    async send({ method, path, body, withToken }) {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const token = withToken ? readTesterToken(storage, baseUrl)?.token : undefined;
      if (token) headers.Authorization = `Bearer ${token}`;
      try {
        const response = await fetch(`${baseUrl}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          // The local backend is cookie-based; the hosted tab omits cookies so a site session cannot pass for its token.
          credentials: backend === 'local' ? 'include' : 'omit',
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
        return { status: response.status, statusText: response.statusText, body: await response.text() };
      } catch (error) {
        // Refused, unreachable, blocked (CORS or CSP) or timed out: fetch cannot tell them apart, nor can we.
        return { status: 0, statusText: 'Network error', body: error instanceof Error ? error.message : String(error) };
      }
    },
    tokenKeptByApp: false,
    async keepToken(token, username) {
      if (!token) return false;
      writeTesterToken(storage, { baseUrl, token, username });
      return true;
    },
    async forgetToken() {
      clearTesterToken(storage);
    },
    tokenHolder: () => readTesterToken(storage, baseUrl)?.username ?? null,
  };
}
