import type { BrowserWindowConstructorOptions, NativeImage } from 'electron';
import type { BackendInfo } from '../contract/desktop-bridge';
import type { ReloadableContents } from './backend-switch';
import { secureWebPreferences } from './web-preferences';
import { titleWindow } from './window-title';

interface TitleEvent {
  preventDefault(): void;
}

/** The slice of BrowserWindow main uses, so tests can hand in a small fake. */
export interface AppWindow {
  readonly webContents: ReloadableContents & { send(channel: string, ...args: unknown[]): void };
  loadURL(url: string): Promise<void>;
  setTitle(title: string): void;
  show(): void;
  focus(): void;
  restore(): void;
  isMinimized(): boolean;
  isDestroyed(): boolean;
  getNormalBounds(): { x: number; y: number; width: number; height: number };
  isMaximized(): boolean;
  maximize(): void;
  /** Windows' taskbar badge (see badge.ts). */
  setOverlayIcon(overlay: NativeImage | null, description: string): void;
  once(event: 'ready-to-show', listener: () => void): unknown;
  on(event: 'closed' | 'close', listener: () => void): unknown;
  on(event: 'page-title-updated', listener: (event: TitleEvent) => void): unknown;
}

export type AppWindowConstructor = new (options: BrowserWindowConstructorOptions) => AppWindow;

export interface AppWindowOptions {
  url: string;
  titlePrefix: string;
  backend: BackendInfo;
  preloadPath: string;
  width: number;
  height: number;
  /** Where the window was last time (see window-state), if it still fits on a screen. */
  restore?: { x: number; y: number; width: number; height: number; maximized: boolean } | undefined;
}

/** Every window is made here, so none can miss the secure web preferences. */
export function openAppWindow(BrowserWindow: AppWindowConstructor, options: AppWindowOptions): AppWindow {
  const restored = options.restore;
  const window = new BrowserWindow({
    width: restored?.width ?? options.width,
    height: restored?.height ?? options.height,
    ...(restored ? { x: restored.x, y: restored.y } : {}),
    minWidth: 360,
    minHeight: 480,
    show: false,
    backgroundColor: '#070f22',
    webPreferences: secureWebPreferences(options.preloadPath),
  });
  titleWindow(window, options.titlePrefix, options.backend);
  // The title names the active backend; page titles would hide it.
  window.on('page-title-updated', (event) => event.preventDefault());
  window.once('ready-to-show', () => {
    if (restored?.maximized) window.maximize();
    window.show();
  });
  // A failed load leaves Chromium's own error page in the window; the rejection itself has nobody to tell.
  void window.loadURL(options.url).catch(() => undefined);
  return window;
}
