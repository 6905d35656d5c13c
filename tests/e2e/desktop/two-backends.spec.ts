import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ElectronApplication, Page } from '@playwright/test';
import { _electron as electron, expect, test } from '@playwright/test';
import { desktopAdmin } from './desktop-admin';
import { findElectronBinary, noElectronReason } from './electron-binary';
import {
  answerMessageBoxes,
  answerUnloadPrompt,
  clickMenuItem,
  seenMessageBoxes,
  unloadQuestions,
} from './main-dialogs';

const executablePath = findElectronBinary();

/**
 * Both backends at once: the local one at localhost:5000 (cookies) and, as "hosted", the same server at
 * 127.0.0.1:5000, another origin with bearer tokens. Two origins are two backends to the app, with their own
 * kept edits, tokens and partitions, which is what these tests need; the database being one is not.
 */
test.describe('two backends (real Electron)', () => {
  test.skip(!executablePath, noElectronReason);
  test.describe.configure({ timeout: 120_000 });

  let app: ElectronApplication;
  let page: Page;
  let userData: string;

  test.beforeAll(async () => {
    userData = mkdtempSync(path.join(tmpdir(), 'aegisline-two-backends-'));
    app = await electron.launch({
      args: ['out/main/index.js', `--user-data-dir=${userData}`, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
      executablePath: executablePath ?? undefined,
      env: { ...process.env, HOSTED_API_URL: 'http://127.0.0.1:5000' },
    });
    page = await app.firstWindow();
  });

  test.afterAll(async () => {
    await answerUnloadPrompt(app, 0);
    await app?.close();
    rmSync(userData, { recursive: true, force: true });
  });

  const windowTitle = () => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.getTitle());

  async function signIn(to: string): Promise<void> {
    await page.goto(`app://site/auth?from=${encodeURIComponent(to)}`);
    await page.getByLabel('Username').fill(desktopAdmin.username);
    await page.getByLabel('Password').fill(desktopAdmin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`app://site${to}`);
  }

  test("a switch does not offer one backend's kept edits on the other's page of the same id", async () => {
    expect(await windowTitle()).toBe('Aegisline — Hosted backend');
    await signIn('/admin/pages');
    await page.getByRole('table').getByRole('link', { name: 'Services', exact: true }).click();
    const address = new URL(page.url()).pathname;
    const description = page.getByRole('textbox', { name: 'Description', exact: true }).first();
    const published = await description.inputValue();
    await description.fill('Edited on the hosted backend only.');
    await expect
      .poll(() =>
        page.evaluate(() => Object.values(localStorage).some((value) => value.includes('Edited on the hosted'))),
      )
      .toBe(true);

    // The switch reloads the window; the unsaved-changes question is answered "Leave".
    await answerUnloadPrompt(app, 0);
    await clickMenuItem(app, 'backend-local');
    await expect.poll(windowTitle).toBe('Aegisline — Local backend');
    await signIn(address);
    await expect(description).toHaveValue(published);
    await expect(page.getByRole('region', { name: 'Unsaved changes found' })).toHaveCount(0);
  });

  test('a deep link to the other backend asks first: Cancel stays, "Switch and Open" switches', async () => {
    await answerMessageBoxes(app, 1);
    const link = ['aegisline', 'aegisline://hosted/admin/pages'];
    await app.evaluate(({ app: electronApp }, argv) => electronApp.emit('second-instance', {}, argv), link);
    await expect
      .poll(async () => (await seenMessageBoxes(app)).at(-1)?.message)
      .toBe('Open this on the Hosted backend?');
    expect(await windowTitle()).toBe('Aegisline — Local backend');

    await answerMessageBoxes(app, 0);
    await app.evaluate(({ app: electronApp }, argv) => electronApp.emit('second-instance', {}, argv), link);
    await expect.poll(windowTitle).toBe('Aegisline — Hosted backend');
    await expect(page).toHaveURL(/^app:\/\/site\/(admin\/pages|auth)/);
  });

  test('without a keyring, quitting asks about unsaved work first, and "Stay" keeps the person signed in', async () => {
    const keyring = await app.evaluate(({ safeStorage }) =>
      process.platform === 'linux' ? safeStorage.getSelectedStorageBackend() : 'system keychain',
    );
    test.skip(keyring !== 'basic_text', `skipped: a keyring (${keyring}) keeps tokens, so none is revoked on quit`);
    expect(await windowTitle()).toBe('Aegisline — Hosted backend');
    await signIn('/admin/pages');
    await page.getByRole('table').getByRole('link', { name: 'Services', exact: true }).click();
    await page.getByRole('textbox', { name: 'Description', exact: true }).first().fill('Not saved yet.');
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();

    await answerUnloadPrompt(app, 1);
    await app.evaluate(({ app: electronApp }) => electronApp.quit());
    await expect.poll(() => unloadQuestions(app)).toBe(1);
    // Stayed: the window and its page are still there, and the session-only token still works.
    const status = await page.evaluate(async () => (await fetch('/api/user')).status);
    expect(status).toBe(200);
  });
});
