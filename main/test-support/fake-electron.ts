import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { FakeBrowserWindow, FakeEmitter } from './fake-browser-window';
import { FakeSafeStorage } from './fake-safe-storage';
import { createFakeSessionModule } from './fake-session';

type Handler = (event: unknown, ...args: unknown[]) => Promise<unknown>;

class FakeApp extends FakeEmitter {
  readonly userData = mkdtempSync(path.join(tmpdir(), 'aegisline-desktop-'));
  isPackaged = false;
  readonly enableSandbox = vi.fn();
  readonly quit = vi.fn();
  readonly requestSingleInstanceLock = vi.fn(() => true);
  readonly whenReady = vi.fn(async () => undefined);
  readonly setName = vi.fn();
  readonly setAppUserModelId = vi.fn();
  readonly setPath = vi.fn();
  readonly setBadgeCount = vi.fn(() => true);
  readonly setAsDefaultProtocolClient = vi.fn(() => true);
  getPath(_name: string): string {
    return this.userData;
  }
  getVersion(): string {
    return '0.1.0';
  }
}

/** What a test needs of Electron's main-process API; `vi.mock('electron', ...)` returns this module. */
export function createFakeElectron() {
  const handlers = new Map<string, Handler>();
  const fake = {
    app: new FakeApp(),
    BrowserWindow: FakeBrowserWindow,
    Menu: {
      buildFromTemplate: vi.fn((template: unknown[]) => ({ template })),
      setApplicationMenu: vi.fn(),
    },
    ipcMain: {
      handlers,
      handle: vi.fn((channel: string, handler: Handler) => handlers.set(channel, handler)),
      /** `ipcMain.on` listeners (unchecked by design in Electron), so a test can see none is left behind. */
      listeners: new Map<string, unknown[]>(),
      on: vi.fn(function on(channel: string, listener: unknown) {
        fake.ipcMain.listeners.set(channel, [...(fake.ipcMain.listeners.get(channel) ?? []), listener]);
      }),
      removeAllListeners: vi.fn((channel: string) => fake.ipcMain.listeners.delete(channel)),
    },
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    safeStorage: new FakeSafeStorage(),
    session: createFakeSessionModule(),
    shell: {
      openExternal: vi.fn(async (_url: string) => undefined),
      /** '' is success, as Electron answers. */
      openPath: vi.fn(async (_path: string) => ''),
    },
    nativeImage: { createFromDataURL: vi.fn((dataUrl: string) => ({ dataUrl })) },
    dialog: { showMessageBox: vi.fn(async () => ({ response: 0, checkboxChecked: false })) },
    clipboard: { readText: vi.fn(async () => ''), writeText: vi.fn() },
    screen: { getAllDisplays: vi.fn(() => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }]) },
    Notification: Object.assign(
      vi.fn(function notification() {
        return { on: vi.fn(), show: vi.fn() };
      }),
      { isSupported: vi.fn(() => true) },
    ),
    net: { fetch: vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}', { status: 200 })) },
  };
  return { ...fake, default: fake };
}

export type FakeElectron = ReturnType<typeof createFakeElectron>;
