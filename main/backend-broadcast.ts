import type { BackendInfo } from '../contract/desktop-bridge';
import { desktopChannels } from '../contract/desktop-bridge';
import type { AppWindow } from './app-window';
import { retitleWindow } from './window-title';

/**
 * Tells every open window about the new backend; each renderer reloads its data on `backend:changed`.
 * A window main is already reloading for the switch (see backend-switch) is only retitled: a second
 * reload from its old page would ask about unsaved changes twice.
 */
export function broadcastBackendChanged(
  windows: readonly AppWindow[],
  backend: BackendInfo,
  reloadedByMain: (window: AppWindow) => boolean = () => false,
): void {
  for (const window of windows) {
    if (window.isDestroyed()) continue;
    retitleWindow(window, backend);
    if (!reloadedByMain(window)) window.webContents.send(desktopChannels.backendChanged, backend);
  }
}
