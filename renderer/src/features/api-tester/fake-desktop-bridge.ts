import { vi } from 'vitest';
import type {
  BackendId,
  BackendInfo,
  BridgeApiRequest,
  BridgeApiResponse,
  DesktopBridge,
  DiagnosticsFacts,
} from '../../../../contract/desktop-bridge';

export const fakeFacts: DiagnosticsFacts = {
  versions: { app: '0.1.0', electron: '45.4.1', chromium: '140.0.0', node: '22.20.0' },
  platform: 'linux x64',
  backend: { id: 'hosted', label: 'Hosted backend', origin: 'https://api.aegisline.example' },
  reachability: { reachable: true, status: 200, latencyMs: 41, detail: 'Reachable: /healthz answered 200 in 41 ms.' },
  keyring: { custody: 'memory', backend: 'basic_text' },
  tokenHeld: true,
  recentLog: [{ time: '2026-11-25T18:00:00.000Z', level: 'warn', message: 'No keyring: token kept in memory' }],
};

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
    diagnostics: {
      facts: vi.fn(async () => fakeFacts),
      copyReport: vi.fn(async () => undefined),
    },
  } satisfies DesktopBridge;
  return bridge;
}
