import { vi } from 'vitest';
import type {
  BackendId,
  BackendInfo,
  BridgeApiRequest,
  BridgeApiResponse,
  DesktopBridge,
} from '../../../../contract/desktop-bridge';

/** Test-only: a `window.desktop` double whose request() answers from a handler. */
export const fakeBackends: Record<BackendId, BackendInfo> = {
  local: { id: 'local', label: 'Local backend', baseUrl: 'http://localhost:5000', authMode: 'cookie' },
  hosted: { id: 'hosted', label: 'Hosted backend', baseUrl: 'https://api.aegisline.example', authMode: 'token' },
};

export function createFakeBridge(
  active: BackendId,
  answer: (request: BridgeApiRequest) => BridgeApiResponse | Promise<BridgeApiResponse>,
) {
  const bridge = {
    kind: 'desktop' as const,
    backend: {
      get: vi.fn(async () => fakeBackends[active]),
      list: vi.fn(async () => [fakeBackends.local, fakeBackends.hosted]),
      set: vi.fn(async (id: BackendId) => fakeBackends[id]),
      onChanged: vi.fn(() => () => undefined),
    },
    token: { clear: vi.fn(async () => undefined) },
    request: vi.fn(async (request: BridgeApiRequest) => answer(request)),
    openDiagnostics: vi.fn(async () => undefined),
  } satisfies DesktopBridge;
  return bridge;
}
