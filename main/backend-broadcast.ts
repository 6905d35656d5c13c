import type { BackendInfo } from '../contract/desktop-bridge';
import { desktopChannels } from '../contract/desktop-bridge';
import type { AppWindow } from './app-window';
import { retitleWindow } from './window-title';

/** Tells every open window about the new backend; each renderer reloads its data on `backend:changed`. */
export function broadcastBackendChanged(windows: readonly AppWindow[], backend: BackendInfo): void {
  for (const window of windows) {
    if (window.isDestroyed()) continue;
    retitleWindow(window, backend);
    window.webContents.send(desktopChannels.backendChanged, backend);
  }
}
