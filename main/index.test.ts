import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { desktopChannels } from '../contract/desktop-bridge';
import type { FakeElectron } from './test-support/fake-electron';
import { FakeWebContents } from './test-support/fake-browser-window';

vi.mock('electron', async () => (await import('./test-support/fake-electron')).createFakeElectron());
// electron-updater require()s the real electron package, which vi.mock cannot reach from CommonJS.
vi.mock('electron-updater', () => ({
  default: {
    autoUpdater: { setFeedURL: vi.fn(), checkForUpdatesAndNotify: vi.fn(async () => null) },
  },
}));

type Item = MenuItemConstructorOptions;

let electron: FakeElectron;

function menuItem(menuLabel: string, match: (item: Item) => boolean): Item {
  const template = (electron.Menu.buildFromTemplate.mock.calls.at(-1)?.[0] ?? []) as Item[];
  const submenu = template.find((item) => item.label === menuLabel)?.submenu;
  const item = Array.isArray(submenu) ? submenu.find(match) : undefined;
  if (!item) throw new Error(`No such item in ${menuLabel}`);
  return item;
}

/** The options of the last native message box, whichever window it was modal to. */
function lastMessageBox(): unknown {
  return electron.dialog.showMessageBox.mock.calls.at(-1)?.at(-1);
}

function click(item: Item): void {
  (item.click as () => void)();
}

describe('desktop entry (main/index.ts) wired to a fake Electron', () => {
  beforeAll(async () => {
    vi.stubEnv('HOSTED_API_URL', 'https://api.example.com');
    electron = (await import('electron')) as unknown as FakeElectron;
    await import('./index');
    await vi.waitFor(() => expect(electron.BrowserWindow.instances).toHaveLength(1));
  });

  it('registers app:// as a privileged standard scheme and sandboxes every renderer before ready', () => {
    expect(electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }),
    ]);
    expect(electron.app.enableSandbox).toHaveBeenCalled();
  });

  it('hardens every web contents the app creates', () => {
    const contents = new FakeWebContents();
    electron.app.emit('web-contents-created', {}, contents);
    expect(contents.windowOpenHandler?.({ url: 'https://example.com' })).toEqual({ action: 'deny' });
    expect(contents.listeners.has('will-navigate')).toBe(true);
  });

  it('opens the main window on app://site/ (never file://), titled with the default hosted backend', () => {
    const [window] = electron.BrowserWindow.instances;
    expect(window?.loadURL).toHaveBeenCalledWith('app://site/');
    expect(window?.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    });
    expect(window?.options.webPreferences?.preload).toMatch(/preload[\\/]index\.cjs$/);
    expect(window?.title).toBe('Aegisline — Hosted backend');
    expect(electron.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
  });

  it('registers a checked handler for every bridge channel and the permission policy on every session', () => {
    expect([...electron.ipcMain.handlers.keys()]).toEqual(
      expect.arrayContaining(Object.values(desktopChannels).filter((channel) => channel !== 'backend:changed')),
    );
    expect([...electron.session.sessions.keys()].sort()).toEqual([
      '',
      'persist:backend-hosted',
      'persist:backend-local',
    ]);
    const appPage = { isMainFrame: true, requestingUrl: 'app://site/admin/account' };
    for (const session of electron.session.sessions.values()) {
      const answers: boolean[] = [];
      session.requestHandler?.({}, 'media', (granted) => answers.push(granted), appPage);
      session.requestHandler?.({}, 'clipboard-sanitized-write', (granted) => answers.push(granted), appPage);
      expect(answers).toEqual([false, true]);
    }
    // Every IPC entry point is a checked `handle`; nothing listens unchecked with `ipcMain.on`.
    expect([...electron.ipcMain.listeners.keys()]).toEqual([]);
  });

  it('keeps the token of a sign-in answer in main and adds it to later forwarded calls', async () => {
    const handler = electron.protocol.handle.mock.calls[0]?.[1] as (request: Request) => Promise<Response>;
    const hosted = electron.session.sessions.get('persist:backend-hosted');
    const user = { id: 1, username: 'ada', role: 'admin' };
    hosted?.fetch.mockResolvedValueOnce(new Response(JSON.stringify({ success: true, token: 'hosted-token', user })));
    const signIn = await handler(new Request('app://site/api/token-login', { method: 'POST', body: '{}' }));
    expect(await signIn.json()).toEqual({ success: true, user });
    await handler(new Request('app://site/api/user'));
    const [url, init] = hosted?.fetch.mock.calls[1] ?? [];
    expect(url).toBe('https://api.example.com/api/user');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer hosted-token');
    const settings = readFileSync(path.join(electron.app.userData, 'settings.json'), 'utf8');
    expect(settings).not.toContain('hosted-token');
    expect(JSON.parse(settings).tokens).toEqual({ 'https://api.example.com': expect.any(String) });
  });

  it('revokes nothing and does not hold the quit while the keyring holds the tokens', () => {
    const event = { preventDefault: vi.fn() };
    electron.app.emit('before-quit', event);
    electron.app.emit('will-quit', event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it('without a keyring, asks about unsaved work before revoking: "Stay" keeps the person signed in', async () => {
    const handler = electron.protocol.handle.mock.calls[0]?.[1] as (request: Request) => Promise<Response>;
    const hosted = electron.session.sessions.get('persist:backend-hosted');
    electron.safeStorage.available = false;
    hosted?.fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: true, token: 'memory-token', user: {} })),
    );
    await handler(new Request('app://site/api/token-login', { method: 'POST', body: '{}' }));
    const logouts = () => electron.net.fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/logout'));

    // Quitting starts: windows close next, and an editor with unsaved changes asks; "Stay" calls the quit off,
    // so Electron never sends will-quit.
    const quitting = { preventDefault: vi.fn() };
    electron.app.emit('before-quit', quitting);
    expect(quitting.preventDefault).not.toHaveBeenCalled();
    expect(logouts()).toEqual([]);
    await handler(new Request('app://site/api/user'));
    expect(new Headers(hosted?.fetch.mock.calls.at(-1)?.[1]?.headers).get('authorization')).toBe('Bearer memory-token');

    // Every window closed ("Leave"): now the token is revoked, then the app quits.
    const closing = { preventDefault: vi.fn() };
    const quits = electron.app.quit.mock.calls.length;
    electron.app.emit('will-quit', closing);
    expect(closing.preventDefault).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(electron.app.quit.mock.calls.length).toBe(quits + 1));
    expect(logouts()).toHaveLength(1);
    expect(new Headers(logouts()[0]?.[1]?.headers).get('authorization')).toBe('Bearer memory-token');
    electron.safeStorage.available = true;
  });

  it('switching to Local from the menu reloads the main window into it, saves it and rebuilds the menu', () => {
    const builds = electron.Menu.setApplicationMenu.mock.calls.length;
    click(menuItem('Backend', (item) => item.id === 'backend-local'));
    const [main] = electron.BrowserWindow.instances;
    // Main reloads the window itself (so unsaved edits are asked about first) instead of telling it to.
    expect(main?.webContents.reload).toHaveBeenCalledOnce();
    expect(main?.webContents.send).not.toHaveBeenCalledWith(desktopChannels.backendChanged, expect.anything());
    const settings = JSON.parse(readFileSync(path.join(electron.app.userData, 'settings.json'), 'utf8'));
    expect(settings.backend).toBe('local');
    expect(electron.Menu.setApplicationMenu.mock.calls.length).toBe(builds + 1);
    expect(menuItem('Backend', (item) => item.id === 'backend-local').checked).toBe(true);
    expect(main?.title).toBe('Aegisline — Local backend');
  });

  it('View → Diagnostics opens one diagnostics window, however often it is chosen', () => {
    const diagnostics = menuItem('View', (item) => item.label === 'Diagnostics');
    click(diagnostics);
    click(diagnostics);
    const urls = electron.BrowserWindow.instances.map((window) => window.loadURL.mock.calls[0]?.[0]);
    expect(urls).toEqual(['app://site/', 'app://site/diagnostics.html']);
  });

  it('a second launch focuses the main window instead of opening another', () => {
    const count = electron.BrowserWindow.instances.length;
    electron.app.emit('second-instance', {}, ['/opt/Aegisline/aegisline']);
    expect(electron.BrowserWindow.instances).toHaveLength(count);
    expect(electron.BrowserWindow.instances[0]?.focus).toHaveBeenCalled();
  });

  it('a second launch with a link to the active backend opens that page; a link naming no backend is refused', async () => {
    const [main] = electron.BrowserWindow.instances;
    electron.app.emit('second-instance', {}, ['/opt/Aegisline/aegisline', 'aegisline://local/admin/pages/12']);
    await vi.waitFor(() => expect(main?.loadURL).toHaveBeenLastCalledWith('app://site/admin/pages/12'));
    const loads = main?.loadURL.mock.calls.length;
    electron.app.emit('second-instance', {}, ['/opt/Aegisline/aegisline', 'aegisline://admin/pages/12']);
    electron.app.emit('second-instance', {}, ['/opt/Aegisline/aegisline', 'aegisline://local/admin/pages/12?x=1']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(main?.loadURL.mock.calls.length).toBe(loads);
  });

  it('a link to the other backend asks first: Cancel stays, "Switch and Open" switches and opens it', async () => {
    const [main] = electron.BrowserWindow.instances;
    const link = ['/opt/Aegisline/aegisline', 'aegisline://hosted/admin/pages/5'];
    electron.dialog.showMessageBox.mockResolvedValueOnce({ response: 1, checkboxChecked: false });
    electron.app.emit('second-instance', {}, link);
    await vi.waitFor(() =>
      expect(lastMessageBox()).toEqual(
        expect.objectContaining({ message: 'Open this on the Hosted backend?', defaultId: 1 }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(main?.webContents.loadURL).not.toHaveBeenCalled();
    expect(main?.title).toBe('Aegisline — Local backend');

    electron.dialog.showMessageBox.mockResolvedValueOnce({ response: 0, checkboxChecked: false });
    electron.app.emit('second-instance', {}, link);
    await vi.waitFor(() => expect(main?.webContents.loadURL).toHaveBeenCalledWith('app://site/admin/pages/5'));
    expect(main?.title).toBe('Aegisline — Hosted backend');
    // Back to local for the tests below, as the menu would.
    click(menuItem('Backend', (item) => item.id === 'backend-local'));
    expect(main?.title).toBe('Aegisline — Local backend');
  });

  it('View → Notify of New Submissions turns polling on and saves the choice', () => {
    const toggle = menuItem('View', (item) => item.id === 'notify-submissions');
    expect(toggle.checked).toBe(false);
    click(toggle);
    const settings = JSON.parse(readFileSync(path.join(electron.app.userData, 'settings.json'), 'utf8'));
    expect(settings.notifications).toBe(true);
    expect(menuItem('View', (item) => item.id === 'notify-submissions').checked).toBe(true);
    click(menuItem('View', (item) => item.id === 'notify-submissions'));
    expect(electron.app.setBadgeCount).toHaveBeenLastCalledWith(0);
  });

  it('remembers the main window size and position when it closes', () => {
    const [main] = electron.BrowserWindow.instances;
    main?.emit('close');
    const settings = JSON.parse(readFileSync(path.join(electron.app.userData, 'settings.json'), 'utf8'));
    expect(settings.windowState).toEqual({ x: 0, y: 0, width: 1280, height: 860, maximized: false });
  });

  it("the diagnostics window's Copy report puts the facts on the clipboard, without the token", async () => {
    const diagnosticsFrame = { senderFrame: { url: 'app://site/diagnostics.html', parent: null } };
    await electron.ipcMain.handlers.get(desktopChannels.diagnosticsCopyReport)?.(diagnosticsFrame);
    const report = String(electron.clipboard.writeText.mock.calls.at(-1)?.[0]);
    expect(report).toContain('Aegisline desktop diagnostics');
    expect(report).toContain('Recent log:');
    expect(report).toMatch(/INFO Active backend: Local backend/);
    expect(report).not.toContain('hosted-token');
  });

  it('Help → About names the version, the backend, Electron and Chrome', async () => {
    click(menuItem('Help', (item) => item.id === 'help-about'));
    await vi.waitFor(() =>
      expect(lastMessageBox()).toEqual(
        expect.objectContaining({
          message: 'Aegisline 0.1.0',
          detail: expect.stringMatching(/Backend: Local backend \(http:\/\/localhost:5000\)\nElectron .+\nChrome /),
        }),
      ),
    );
  });

  it('Help → Open Logs Folder opens main’s log folder; Copy Diagnostics copies the report; updates say why they are off', async () => {
    click(menuItem('Help', (item) => item.id === 'help-open-logs'));
    expect(electron.shell.openPath).toHaveBeenCalledWith(path.join(electron.app.userData, 'logs'));
    click(menuItem('Help', (item) => item.id === 'help-copy-diagnostics'));
    await vi.waitFor(() =>
      expect(String(electron.clipboard.writeText.mock.calls.at(-1)?.[0])).toContain('Aegisline desktop diagnostics'),
    );
    click(menuItem('Help', (item) => item.id === 'help-check-updates'));
    await vi.waitFor(() =>
      expect(lastMessageBox()).toEqual(
        expect.objectContaining({ message: 'Updates are off in this build', detail: 'Reason: not a packaged build.' }),
      ),
    );
  });

  it('a crashed page offers Reload, and reloads', async () => {
    const contents = new FakeWebContents();
    electron.app.emit('web-contents-created', {}, contents);
    contents.emit('render-process-gone', {}, { reason: 'crashed' });
    await vi.waitFor(() => expect(contents.reload).toHaveBeenCalledOnce());
    expect(lastMessageBox()).toEqual(expect.objectContaining({ message: 'This window stopped working' }));
  });

  it('after a backend switch the notifier starts afresh, and a click opens the submission it announced', async () => {
    vi.useFakeTimers();
    try {
      const stats = (contact: number) => ({
        pages: { draft: 0, published: 1 },
        subpages: { draft: 0, published: 0 },
        newSubmissions: { contact, job: 0 },
        recentChanges: [],
      });
      const answer = (body: unknown) => new Response(JSON.stringify(body));
      const sessions = {
        local: electron.session.sessions.get('persist:backend-local'),
        hosted: electron.session.sessions.get('persist:backend-hosted'),
      };
      sessions.local?.fetch.mockImplementation(async (url) =>
        answer(url.includes('/stats') ? stats(2) : { items: [{ id: 77 }] }),
      );
      sessions.hosted?.fetch.mockImplementation(async (url) =>
        answer(url.includes('/stats') ? stats(9) : { items: [{ id: 5 }] }),
      );
      click(menuItem('View', (item) => item.id === 'notify-submissions'));
      await vi.advanceTimersByTimeAsync(0);
      click(menuItem('Backend', (item) => item.id === 'backend-hosted'));
      await vi.advanceTimersByTimeAsync(60_000);
      // 2 on local, 9 on hosted: another database, not seven new messages.
      expect(electron.Notification).not.toHaveBeenCalled();

      sessions.hosted?.fetch.mockImplementation(async (url) =>
        answer(url.includes('/stats') ? stats(10) : { items: [{ id: 5 }] }),
      );
      await vi.advanceTimersByTimeAsync(60_000);
      expect(electron.Notification).toHaveBeenCalledOnce();
      expect(electron.Notification).toHaveBeenCalledWith({
        title: 'New contact submission',
        body: '1 new message to read.',
      });
      const notification = electron.Notification.mock.results[0]?.value as { on: ReturnType<typeof vi.fn> };
      const onClick = notification.on.mock.calls.find(([event]) => event === 'click')?.[1] as () => void;
      onClick();
      const [main] = electron.BrowserWindow.instances;
      await vi.waitFor(() =>
        expect(main?.loadURL).toHaveBeenLastCalledWith('app://site/admin/contact-submissions?status=new&open=5'),
      );
      click(menuItem('View', (item) => item.id === 'notify-submissions'));
    } finally {
      vi.useRealTimers();
    }
  });
});
