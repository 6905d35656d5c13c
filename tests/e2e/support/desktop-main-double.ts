import type { BackendId, BridgeApiRequest } from '../../../contract/desktop-bridge';
import { createAppProtocolHandler } from '../../../main/app-protocol';
import { createBackendService } from '../../../main/backend-service';
import type { BackendService } from '../../../main/backend-service';
import { runBridgeRequest } from '../../../main/bridge-request';
import { formatDiagnosticsReport, gatherDiagnostics } from '../../../main/diagnostics-facts';
import { createMainLog } from '../../../main/main-log';
import { pingBackend } from '../../../main/reachability';
import { registerIpcHandlers } from '../../../main/ipc-handlers';
import type { IpcSenderEvent } from '../../../main/ipc-sender';
import type { KeyValueStore, StoredSettings } from '../../../main/settings-store';
import { createSettingsStore } from '../../../main/settings-store';
import { e2eServers } from './e2e-servers';
import { createNodePartition } from './node-partition';

/**
 * Electron's main process for the browser tests, made of main's own modules: the backend service, the IPC
 * handlers (sender checks included) and the app:// handler (renderer files with the CSP, `/api/` forwarded
 * by main/api-forwarding.ts with its header allow-list, token capture and partition cookies). Only Electron's
 * own pieces are stood in for: partitions by a Node fetch with a cookie jar, safeStorage by a Map of
 * tokens per origin. Kept outside the page so it survives the reload a backend switch causes.
 */
export interface DesktopMainDouble {
  backends: BackendService;
  readonly active: BackendId;
  /** What main holds, per backend origin: the tests assert that the page never sees any of it. */
  tokens: Map<string, string>;
  /** The tester's requests main was asked to run. */
  requests: BridgeApiRequest[];
  /** What "Copy report" put on the clipboard. */
  copiedReports: string[];
  /** `senderUrl` is the page's address translated to app://site/..., as Electron's senderFrame would be. */
  invoke(channel: string, senderUrl: string, arg?: unknown): Promise<unknown>;
  handleAppRequest(request: Request): Promise<Response>;
}

function memoryKeyValueStore(): KeyValueStore {
  const data: Partial<StoredSettings> = { tokens: {} };
  return {
    get: (key) => data[key] as never,
    set: (key, value) => {
      data[key] = value;
    },
    delete: (key) => {
      delete data[key];
    },
  };
}

export function createDesktopMainDouble(active: BackendId, rendererRoot: string): DesktopMainDouble {
  const settings = createSettingsStore(memoryKeyValueStore());
  settings.setBackend(active);
  const backends = createBackendService(settings, {
    HOSTED_API_URL: e2eServers.token.url,
    LOCAL_API_URL: e2eServers.cookie.url,
  });
  const partitions = { local: createNodePartition(), hosted: createNodePartition() };
  const tokens = new Map<string, string>();
  const requests: BridgeApiRequest[] = [];
  const copiedReports: string[] = [];
  const log = createMainLog();
  log.info('Main double started for the browser tests');
  const diagnosticsFacts = () =>
    gatherDiagnostics({
      versions: { app: '0.1.0', electron: 'none (Chromium double)', chromium: 'test', node: process.versions.node },
      platform: process.platform,
      backends,
      ping: (url) => pingBackend(url, (target, init) => fetch(target, init)),
      vault: { custody: async () => 'memory', has: (origin) => tokens.has(origin) },
      keyringBackend: () => 'none',
      log,
    });
  const requestDeps = {
    sessionFor: (id: BackendId) => partitions[id],
    tokenFor: async (origin: string) => tokens.get(origin) ?? null,
    keepToken: async (origin: string, token: string) => {
      tokens.set(origin, token);
    },
  };

  const handlers = new Map<string, (event: IpcSenderEvent, ...args: unknown[]) => Promise<unknown>>();
  registerIpcHandlers(
    { handle: (channel, handler) => handlers.set(channel, handler) },
    {
      backends,
      vault: { clear: (origin) => tokens.delete(origin) },
      sessionFor: (id) => partitions[id],
      runRequest: (request) => {
        requests.push(request);
        return runBridgeRequest(request, { ...requestDeps, backends });
      },
      switchBackend: async (id) => backends.setActive(id),
      openDiagnostics: () => undefined,
      diagnosticsFacts,
      async copyDiagnosticsReport() {
        copiedReports.push(formatDiagnosticsReport(await diagnosticsFacts()));
      },
    },
  );

  return {
    backends,
    get active() {
      return backends.active().id;
    },
    tokens,
    requests,
    copiedReports,
    async invoke(channel, senderUrl, arg) {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`no handler for ${channel}`);
      const event: IpcSenderEvent = { senderFrame: { url: senderUrl, parent: null } };
      return arg === undefined ? handler(event) : handler(event, arg);
    },
    handleAppRequest: createAppProtocolHandler({ rendererRoot, activeBackend: backends.active, ...requestDeps }),
  };
}
