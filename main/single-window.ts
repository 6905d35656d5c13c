import type { BackendInfo } from '../contract/desktop-bridge';
import type { AppWindow, AppWindowConstructor, AppWindowOptions } from './app-window';
import { openAppWindow } from './app-window';

export interface SingleWindowOptions {
  url: string;
  titlePrefix: string;
  width: number;
  height: number;
  preloadPath: string;
  activeBackend(): BackendInfo;
  /** Where to open it (a remembered state), asked each time it opens. */
  restore?(): AppWindowOptions['restore'];
  /** Called with each window made, e.g. to remember its state. */
  created?(window: AppWindow): void;
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
      const window = openAppWindow(BrowserWindow, {
        ...options,
        backend: options.activeBackend(),
        restore: options.restore?.(),
      });
      options.created?.(window);
      window.on('closed', () => {
        if (current === window) current = null;
      });
      current = window;
      return window;
    },
  };
}
