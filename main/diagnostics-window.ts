import type { BackendInfo } from '../contract/desktop-bridge';
import { diagnosticsPageUrl } from './app-origin';
import type { AppWindowConstructor } from './app-window';
import type { SingleWindow } from './single-window';
import { createSingleWindow } from './single-window';

/** The API tester in a native window of its own; one at most, focused when opened again. */
export function createDiagnosticsWindowManager(
  BrowserWindow: AppWindowConstructor,
  options: { preloadPath: string; activeBackend(): BackendInfo },
): SingleWindow {
  return createSingleWindow(BrowserWindow, {
    ...options,
    url: diagnosticsPageUrl,
    titlePrefix: 'Diagnostics',
    width: 960,
    height: 760,
  });
}
