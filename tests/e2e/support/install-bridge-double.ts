import type { Page } from '@playwright/test';
import type { BackendId, BackendInfo, DesktopBridge } from '../../../contract/desktop-bridge';
import type { DesktopMainDouble } from './desktop-main-double';

const bindingName = '__desktopMainInvoke';

/**
 * Gives the page a `window.desktop` implementing the contract, as the preload would: every call goes to
 * the main double over a Playwright binding (standing in for IPC), with the calling frame's address as
 * main's sender check sees it; change listeners live in the page.
 */
export async function installBridgeDouble(
  page: Page,
  main: () => DesktopMainDouble,
  toAppUrl: (pageUrl: string) => string,
): Promise<void> {
  await page.exposeBinding(bindingName, ({ frame }, channel: string, arg?: unknown) =>
    main().invoke(channel, frame === page.mainFrame() ? toAppUrl(frame.url()) : 'about:blank', arg),
  );
  await page.addInitScript((binding: string) => {
    // Looked up per call: the binding is Playwright's, installed alongside this script.
    const invoke = (channel: string, arg?: unknown) =>
      (Reflect.get(window, binding) as (channel: string, arg?: unknown) => Promise<unknown>)(channel, arg);
    const listeners = new Set<(backend: BackendInfo) => void>();
    const bridge: DesktopBridge = {
      kind: 'desktop',
      backend: {
        get: () => invoke('backend:get') as Promise<BackendInfo>,
        list: () => invoke('backend:list') as Promise<BackendInfo[]>,
        async set(id: BackendId) {
          const backend = (await invoke('backend:set', id)) as BackendInfo;
          // Main broadcasts the change as a separate IPC event, after `set` has answered.
          setTimeout(() => listeners.forEach((listener) => listener(backend)), 0);
          return backend;
        },
        onChanged(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      token: {
        clear: async () => {
          await invoke('token:clear');
        },
      },
      request: (request) => invoke('api:request', request) as Promise<Awaited<ReturnType<DesktopBridge['request']>>>,
      openDiagnostics: async () => undefined,
      diagnostics: {
        facts: () => invoke('diagnostics:facts') as ReturnType<DesktopBridge['diagnostics']['facts']>,
        copyReport: async () => {
          await invoke('diagnostics:copy-report');
        },
      },
    };
    Object.defineProperty(window, 'desktop', { value: Object.freeze(bridge), configurable: false });
  }, bindingName);
}
