import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ElectronApplication, Page } from '@playwright/test';
import { _electron as electron, expect, test } from '@playwright/test';
import { findElectronBinary, noElectronReason } from './electron-binary';

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
});
