import type { BackendId, BackendInfo, BridgeApiRequest, BridgeApiResponse } from '../../../contract/desktop-bridge';
import { e2eServers } from './e2e-servers';

/**
 * What Electron's main process does for the bridge, played by the test process: the active backend, one
 * token per backend, and API requests run against a backend (here with Node's fetch, so no CORS applies,
 * as with main's net.fetch). Kept outside the page so it survives the reload a backend switch causes.
 */
export const desktopBackends: Record<BackendId, BackendInfo> = {
  local: { id: 'local', label: 'Local backend', baseUrl: e2eServers.cookie.url, authMode: 'cookie' },
  hosted: { id: 'hosted', label: 'Hosted backend', baseUrl: e2eServers.token.url, authMode: 'token' },
};

export interface DesktopMainDouble {
  active: BackendId;
  tokens: Partial<Record<BackendId, string>>;
  /** Every `token.set`, in order, for the tests to assert on. */
  tokenSets: { backend: BackendId; token: string }[];
  requests: BridgeApiRequest[];
  invoke(channel: string, arg?: unknown): Promise<unknown>;
}

export function createDesktopMainDouble(active: BackendId = 'hosted'): DesktopMainDouble {
  const main: DesktopMainDouble = {
    active,
    tokens: {},
    tokenSets: [],
    requests: [],
    async invoke(channel, arg) {
      switch (channel) {
        case 'backend:get':
          return desktopBackends[main.active];
        case 'backend:list':
          return [desktopBackends.local, desktopBackends.hosted];
        case 'backend:set':
          main.active = arg === 'local' ? 'local' : 'hosted';
          return desktopBackends[main.active];
        case 'token:get':
          return main.tokens[main.active] ?? null;
        case 'token:set':
          main.tokens[main.active] = String(arg);
          main.tokenSets.push({ backend: main.active, token: String(arg) });
          return undefined;
        case 'token:clear':
          delete main.tokens[main.active];
          return undefined;
        case 'api:request':
          main.requests.push(arg as BridgeApiRequest);
          return runRequest(main, arg as BridgeApiRequest);
        default:
          throw new Error(`no handler for ${channel}`);
      }
    },
  };
  return main;
}

async function runRequest(main: DesktopMainDouble, request: BridgeApiRequest): Promise<BridgeApiResponse> {
  const backend = desktopBackends[request.backend];
  const headers = new Headers({ accept: 'application/json' });
  if (request.body !== undefined) headers.set('content-type', 'application/json');
  const token = main.tokens[request.backend];
  if (request.useToken && token) headers.set('authorization', `Bearer ${token}`);
  try {
    const response = await fetch(`${backend.baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    return { status: response.status, statusText: response.statusText, body: await response.text() };
  } catch (error) {
    return { status: 0, statusText: 'Network error', body: error instanceof Error ? error.message : String(error) };
  }
}
