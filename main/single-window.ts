import type { BackendInfo } from '../contract/desktop-bridge';
import type { AppWindow, AppWindowConstructor } from './app-window';
import { openAppWindow } from './app-window';

export interface SingleWindowOptions {
  url: string;
  titlePrefix: string;
  width: number;
  height: number;
  preloadPath: string;
  activeBackend(): BackendInfo;
}

export interface SingleWindow {
  /** Opens the window, or restores and focuses the one already open. */
  open(): AppWindow;
  /** The open window, if any. */
  current(): AppWindow | null;
}

/** At most one window of a kind: opening it again brings the existing one forward. */
export function createSingleWindow(BrowserWindow: AppWindowConstructor, options: SingleWindowOptions): SingleWindow {
  let current: AppWindow | null = null;
  return {
    current: () => (current && !current.isDestroyed() ? current : null),
    open() {
      if (current && !current.isDestroyed()) {
        if (current.isMinimized()) current.restore();
        current.focus();
        return current;
      }
      const window = openAppWindow(BrowserWindow, { ...options, backend: options.activeBackend() });
      window.on('closed', () => {
        if (current === window) current = null;
      });
      current = window;
      return window;
    },
  };
}
