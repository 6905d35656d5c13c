import type { IpcRendererEvent } from 'electron';
import type { BackendInfo, DesktopBridge, DiagnosticsFacts } from '../contract/desktop-bridge';
import { desktopChannels } from '../contract/desktop-bridge';

/** The slice of ipcRenderer the bridge uses; it never reaches the page itself. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: IpcRendererEvent, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: IpcRendererEvent, ...args: unknown[]) => void): unknown;
}

/**
 * `window.desktop`: one function per capability, each a fixed channel. Main validates every argument and
 * the sender, so the casts below only restate the contract's return types.
 */
export function createDesktopBridge(ipc: IpcRendererLike): DesktopBridge {
  const invoke = <T>(channel: string, ...args: unknown[]): Promise<T> => ipc.invoke(channel, ...args) as Promise<T>;
  return {
    kind: 'desktop',
    backend: {
      get: () => invoke<BackendInfo>(desktopChannels.backendGet),
      list: () => invoke<BackendInfo[]>(desktopChannels.backendList),
      set: (id) => invoke<BackendInfo>(desktopChannels.backendSet, id),
      onChanged(listener) {
        // The IPC event object (with its sender) stays in the preload; the page only sees the backend.
        const relay = (_event: IpcRendererEvent, backend: unknown): void => listener(backend as BackendInfo);
        ipc.on(desktopChannels.backendChanged, relay);
        return () => {
          ipc.removeListener(desktopChannels.backendChanged, relay);
        };
      },
    },
    token: {
      clear: () => invoke<void>(desktopChannels.tokenClear),
    },
    request: (request) => invoke(desktopChannels.apiRequest, request),
    openDiagnostics: () => invoke<void>(desktopChannels.openDiagnostics),
    diagnostics: {
      facts: () => invoke<DiagnosticsFacts>(desktopChannels.diagnosticsFacts),
      copyReport: () => invoke<void>(desktopChannels.diagnosticsCopyReport),
    },
  };
}
