import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ElectronApplication, Page } from '@playwright/test';
import { _electron as electron, expect, test } from '@playwright/test';
import { parseContentSecurityPolicy } from '../../../main/content-security-policy';
import { desktopAdmin } from './desktop-admin';
import { findElectronBinary, noElectronReason } from './electron-binary';
import { answerMessageBoxes, answerUnloadPrompt, clickMenuItem, seenMessageBoxes } from './main-dialogs';

const executablePath = findElectronBinary();
if (!executablePath) console.log(noElectronReason);

test.describe('desktop app (real Electron)', () => {
  test.skip(!executablePath, noElectronReason);

  let app: ElectronApplication;
  let mainPage: Page;
  let userData: string;

  test.beforeAll(async () => {
    userData = mkdtempSync(path.join(tmpdir(), 'aegisline-desktop-e2e-'));
    app = await electron.launch({
      args: [
        'out/main/index.js',
        `--user-data-dir=${userData}`,
        // Chromium refuses to start its OS sandbox as root (CI containers); the renderer sandbox flag stays on.
        ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      ],
      executablePath: executablePath ?? undefined,
      // No hosted URL: the app falls back to the local backend started by the config.
      env: { ...process.env, HOSTED_API_URL: '' },
    });
    mainPage = await app.firstWindow();
  });

  test.afterAll(async () => {
    await app?.close();
    rmSync(userData, { recursive: true, force: true });
  });

  test('opens the site at app://site/ with its header, titled with the backend', async () => {
    await expect(mainPage).toHaveURL('app://site/');
    await expect(mainPage.getByRole('banner')).toBeVisible();
    await expect(mainPage.getByRole('link', { name: 'Aegisline home' })).toBeVisible();
    await expect(mainPage.getByRole('navigation', { name: 'Main' })).toBeAttached();
    const title = await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.getTitle());
    expect(title).toBe('Aegisline — Local backend');
  });

  test('the page gets window.desktop and no Node', async () => {
    const globals = await mainPage.evaluate(() => ({
      desktop: typeof Reflect.get(window, 'desktop'),
      require: 'require' in window,
      process: 'process' in window,
    }));
    expect(globals).toEqual({ desktop: 'object', require: false, process: false });
  });

  test('the app:// handler refuses traversal', async () => {
    const status = await mainPage.evaluate(async () => (await fetch('/..%2f..%2fpackage.json')).status);
    expect(status).toBe(404);
  });

  test('a reload on a client route answers index.html and renders that page', async () => {
    await mainPage.goto('app://site/company/partners');
    await mainPage.reload();
    await expect(mainPage.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(mainPage.getByText('Page not found')).toHaveCount(0);
  });

  test('the Backend menu lists both backends with Local checked', async () => {
    const radios = await app.evaluate(({ Menu }) =>
      Menu.getApplicationMenu()
        ?.items.find((item) => item.label === 'Backend')
        ?.submenu?.items.filter((item) => item.type === 'radio')
        .map((item) => ({ label: item.label, checked: item.checked })),
    );
    expect(radios).toEqual([
      { label: 'Local backend (http://localhost:5000)', checked: true },
      { label: 'Hosted backend (not configured)', checked: false },
    ]);
  });

  test('View → Diagnostics opens one diagnostics window, however often it is chosen', async () => {
    const opened = app.waitForEvent('window');
    await app.evaluate(({ Menu }) => Menu.getApplicationMenu()?.getMenuItemById('diagnostics')?.click());
    const diagnostics = await opened;
    await expect(diagnostics).toHaveURL('app://site/diagnostics.html');
    await app.evaluate(({ Menu }) => Menu.getApplicationMenu()?.getMenuItemById('diagnostics')?.click());
    await expect.poll(() => app.windows().length).toBe(2);
    await expect(diagnostics.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the page can neither read nor set a token: the bridge only signs out', async () => {
    const tokenApi = await mainPage.evaluate(() =>
      Object.keys((Reflect.get(window, 'desktop') as { token: object }).token),
    );
    expect(tokenApi).toEqual(['clear']);
  });

  test("the main window is refused the tester's request channel", async () => {
    const answer = await mainPage.evaluate(() =>
      (
        Reflect.get(window, 'desktop') as {
          request(request: object): Promise<unknown>;
        }
      )
        .request({ backend: 'local', method: 'GET', path: '/api/user' })
        .then(
          () => 'answered',
          (error: unknown) => String(error),
        ),
    );
    expect(answer).toContain('Refused');
  });

  test('app:// pages carry the CSP: no eval, scripts from the app only, no framing, forms to the app', async () => {
    const header = await mainPage.evaluate(async () => (await fetch('/')).headers.get('content-security-policy'));
    const csp = parseContentSecurityPolicy(header ?? '');
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(header).not.toContain('unsafe-eval');
  });

  test('no unchecked ipcMain listener is left (electron-store registers one)', async () => {
    const listeners = await app.evaluate(({ ipcMain }) => ipcMain.listenerCount('electron-store-get-data'));
    expect(listeners).toBe(0);
  });

  test('the diagnostics window shows facts about the app and whether a token is held', async () => {
    const diagnostics = app.windows().find((window) => window.url().endsWith('/diagnostics.html'));
    expect(diagnostics).toBeDefined();
    const facts = diagnostics!.getByRole('region', { name: 'This app' });
    await expect(facts.getByRole('group', { name: 'Active backend' })).toContainText('http://localhost:5000');
    await expect(facts.getByRole('group', { name: 'Versions' })).toContainText('Electron');
    await expect(facts.getByRole('group', { name: 'Signed in' })).toHaveText(/No token held/);
  });

  test('Help: About names the version, the backend, Electron and Chrome; the other items are there', async () => {
    await answerMessageBoxes(app, 0);
    await clickMenuItem(app, 'help-about');
    await expect.poll(async () => (await seenMessageBoxes(app)).at(-1)?.message).toMatch(/^Aegisline \d/);
    const about = (await seenMessageBoxes(app)).at(-1);
    const electronVersion = await app.evaluate(() => process.versions.electron);
    expect(about?.detail).toContain('Backend: Local backend (http://localhost:5000)');
    expect(about?.detail).toContain(`Electron ${electronVersion}`);
    expect(about?.detail).toMatch(/Chrome \d+/);
    const items = await app.evaluate(({ Menu }) =>
      ['help-check-updates', 'help-open-logs', 'help-copy-diagnostics'].map(
        (id) => Menu.getApplicationMenu()?.getMenuItemById(id)?.label,
      ),
    );
    expect(items).toEqual(['Check for Updates…', 'Open Logs Folder', 'Copy Diagnostics']);
  });

  test("Copy buttons work: the app's own page may write to the clipboard, and may not read it", async () => {
    await mainPage.bringToFront();
    const written = await mainPage.evaluate(() =>
      navigator.clipboard.writeText('copied by the page').then(
        () => 'written',
        (error: unknown) => String(error),
      ),
    );
    expect(written).toBe('written');
    expect(await app.evaluate(({ clipboard }) => clipboard.readText())).toBe('copied by the page');
    const read = await mainPage.evaluate(() =>
      navigator.clipboard.readText().then(
        () => 'read',
        () => 'refused',
      ),
    );
    expect(read).toBe('refused');
  });

  test('a sign-in at a path variant (/api/token-login/) hands the page no token', async () => {
    const answer = await mainPage.evaluate(async (credentials) => {
      const response = await fetch('/api/token-login/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      return (await response.json()) as Record<string, unknown>;
    }, desktopAdmin);
    expect(answer.success).toBe(true);
    expect(answer).not.toHaveProperty('token');
  });

  test('a deep link names its backend: one for the active backend opens, one for an unconfigured one says so', async () => {
    await answerMessageBoxes(app, 0);
    await app.evaluate(({ app: electronApp }) =>
      electronApp.emit('second-instance', {}, ['aegisline', 'aegisline://local/company/partners']),
    );
    await expect(mainPage).toHaveURL('app://site/company/partners');
    await app.evaluate(({ app: electronApp }) =>
      electronApp.emit('second-instance', {}, ['aegisline', 'aegisline://hosted/admin']),
    );
    await expect
      .poll(async () => (await seenMessageBoxes(app)).at(-1)?.message)
      .toBe('This link is for the Hosted backend, which has no URL yet');
    await expect(mainPage).toHaveURL('app://site/company/partners');
  });

  test('a reload with unsaved changes asks natively, and "Stay" keeps the page', async () => {
    // The native question is answered "Stay" (button 1) without a person.
    await app.evaluate(({ dialog }) => {
      dialog.showMessageBoxSync = (() => 1) as typeof dialog.showMessageBoxSync;
    });
    await mainPage.bringToFront();
    await mainPage.evaluate(() => window.addEventListener('beforeunload', (event) => event.preventDefault()));
    // Chromium honours beforeunload only after the page had a user gesture.
    await mainPage.getByRole('banner').click({ position: { x: 5, y: 5 } });
    const before = await mainPage.evaluate(() => performance.timeOrigin);
    await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.webContents.reload());
    await expect.poll(() => mainPage.evaluate(() => performance.timeOrigin)).toBe(before);
  });

  test('a crashed page offers Reload, and the window comes back', async () => {
    await answerMessageBoxes(app, 0);
    await answerUnloadPrompt(app, 0);
    await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.webContents.forcefullyCrashRenderer());
    await expect
      .poll(async () => (await seenMessageBoxes(app)).map((box) => box.message))
      .toContain('This window stopped working');
    await expect
      .poll(() =>
        app.evaluate(({ BrowserWindow }) => {
          const contents = BrowserWindow.getAllWindows()[0]?.webContents;
          return contents ? !contents.isCrashed() && !contents.isLoading() : false;
        }),
      )
      .toBe(true);
  });
});

test.describe('unsaved edits across a quit (real Electron)', () => {
  test.skip(!executablePath, noElectronReason);

  const userData = mkdtempSync(path.join(tmpdir(), 'aegisline-desktop-drafts-'));
  const launch = () =>
    electron.launch({
      args: ['out/main/index.js', `--user-data-dir=${userData}`, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
      executablePath: executablePath ?? undefined,
      env: { ...process.env, HOSTED_API_URL: '' },
    });
  test.afterAll(() => rmSync(userData, { recursive: true, force: true }));

  test('edits typed before the app quit are offered back when the page is opened again', async () => {
    const first = await launch();
    const page = await first.firstWindow();
    await page.goto('app://site/auth?from=/admin/pages');
    await page.getByLabel('Username').fill(desktopAdmin.username);
    await page.getByLabel('Password').fill(desktopAdmin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('table').getByRole('link', { name: 'Services', exact: true }).click();
    const description = page.getByRole('textbox', { name: 'Description', exact: true }).first();
    await description.fill('Typed just before the app was closed.');
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
    // Kept a moment after typing stops; then the app goes without saving (the unload question answered "Leave").
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('aegisline:unsaved-edits:'))),
      )
      .toBe(true);
    const address = page.url();
    await first.evaluate(({ dialog }) => {
      dialog.showMessageBoxSync = (() => 0) as typeof dialog.showMessageBoxSync;
    });
    await first.close();

    const second = await launch();
    const again = await second.firstWindow();
    await again.goto(address);
    const found = again.getByRole('region', { name: 'Unsaved changes found' });
    await found.getByRole('button', { name: 'Restore them' }).click();
    await expect(again.getByRole('textbox', { name: 'Description', exact: true }).first()).toHaveValue(
      'Typed just before the app was closed.',
    );
    await second.close();
  });
});
