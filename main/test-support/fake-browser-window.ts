import type { BrowserWindowConstructorOptions } from 'electron';
import { vi } from 'vitest';

// `never[]` so a listener with any parameter list can be registered, as with the real overloads.
type Listener = (...args: never[]) => void;

/** Records listeners so a test can fire window and web-contents events by hand. */
export class FakeEmitter {
  readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener): this {
    return this.on(event, listener);
  }
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...args: unknown[]) => void)(...args);
  }
}

export class FakeWebContents extends FakeEmitter {
  readonly send = vi.fn<(channel: string, ...args: unknown[]) => void>();
  /** A page with nothing unsaved: the reload starts at once. */
  readonly reload = vi.fn(() => this.emit('did-start-navigation', { isMainFrame: true, isSameDocument: false }));
  readonly loadURL = vi.fn(async (_url: string) =>
    this.emit('did-start-navigation', { isMainFrame: true, isSameDocument: false }),
  );
  readonly forcefullyCrashRenderer = vi.fn();
  destroyed = false;
  isDestroyed(): boolean {
    return this.destroyed;
  }
  removeListener(event: string, listener: Listener): this {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((candidate) => candidate !== listener),
    );
    return this;
  }
  windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
}

export class FakeBrowserWindow extends FakeEmitter {
  static instances: FakeBrowserWindow[] = [];
  static focused: FakeBrowserWindow | null = null;
  static getAllWindows(): FakeBrowserWindow[] {
    return FakeBrowserWindow.instances.filter((window) => !window.destroyed);
  }
  static fromWebContents(contents: unknown): FakeBrowserWindow | null {
    return FakeBrowserWindow.instances.find((window) => window.webContents === contents) ?? null;
  }
  static getFocusedWindow(): FakeBrowserWindow | null {
    return FakeBrowserWindow.focused;
  }
  static reset(): void {
    FakeBrowserWindow.instances = [];
    FakeBrowserWindow.focused = null;
  }

  readonly webContents = new FakeWebContents();
  readonly loadURL = vi.fn(async (_url: string) => undefined);
  readonly focus = vi.fn(() => {
    FakeBrowserWindow.focused = this;
  });
  readonly show = vi.fn();
  readonly setOverlayIcon = vi.fn();
  readonly restore = vi.fn(() => {
    this.minimized = false;
  });
  title = '';
  minimized = false;
  destroyed = false;

  constructor(readonly options: BrowserWindowConstructorOptions) {
    super();
    FakeBrowserWindow.instances.push(this);
  }
  setTitle(title: string): void {
    this.title = title;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  maximized = false;
  readonly maximize = vi.fn(() => {
    this.maximized = true;
  });
  isMaximized(): boolean {
    return this.maximized;
  }
  getNormalBounds() {
    return {
      x: this.options.x ?? 0,
      y: this.options.y ?? 0,
      width: this.options.width ?? 800,
      height: this.options.height ?? 600,
    };
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  close(): void {
    this.destroyed = true;
    this.emit('closed');
  }
}
