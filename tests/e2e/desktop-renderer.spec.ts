import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { DesktopBridge } from '../../contract/desktop-bridge';
import { contentSecurityPolicy } from '../../main/content-security-policy';
import { e2eAdmin, e2eServers } from './support/e2e-servers';
import type { DesktopMainDouble } from './support/desktop-main-double';
import { createDesktopMainDouble } from './support/desktop-main-double';
import type { DesktopRendererServer } from './support/desktop-renderer-server';
import { rendererRoot, startDesktopRendererServer } from './support/desktop-renderer-server';
import { installBridgeDouble } from './support/install-bridge-double';

/**
 * The electron-vite renderer build (`npx electron-vite build` first) in plain Chromium, since the Electron
 * binary cannot run here: a bridge double plays the preload, and main's own modules (IPC handlers, app://
 * handler and API forwarding) run in the test process with Node standing in for Electron's partitions.
 */
let main: DesktopMainDouble;
let server: DesktopRendererServer;

test.beforeAll(async () => {
  if (!existsSync(path.join(rendererRoot, 'index.html'))) {
    throw new Error('out/renderer is missing: run `npx electron-vite build` (npm run build:desktop) first');
  }
  server = await startDesktopRendererServer(() => main);
});

test.afterAll(async () => {
  await server?.close();
});

test.beforeEach(async ({ page }) => {
  main = createDesktopMainDouble('hosted', rendererRoot);
  await installBridgeDouble(page, () => main, server.toAppUrl);
});

async function signIn(page: Page, from: string): Promise<void> {
  await page.goto(`${server.url}/auth?from=${encodeURIComponent(from)}`);
  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${from}$`));
}

/** Switches through the bridge, as the Backend menu does; the renderer reloads on the change. */
async function switchBackend(page: Page, id: 'local' | 'hosted'): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await page.evaluate((target) => (Reflect.get(window, 'desktop') as DesktopBridge).backend.set(target), id);
  await reloaded;
  expect(main.active).toBe(id);
}

test.describe('desktop renderer build with a bridge double', () => {
  test('shows the active backend discreetly, and follows a switch made through the bridge', async ({ page }) => {
    const document = await page.goto(`${server.url}/`);
    expect(document?.headers()['content-security-policy']).toBe(contentSecurityPolicy);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.getByText('Active backend: Hosted backend')).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => (Reflect.get(window, 'desktop') as DesktopBridge).backend.set('local'));
    await reloaded;
    expect(main.active).toBe('local');
    await expect(page.getByText('Active backend: Local backend')).toBeVisible();
    await expect(page.getByText('Active backend: Hosted backend')).toHaveCount(0);
  });

  test('signing in on /auth leaves the token with main: the page gets the user only', async ({ page }) => {
    await page.goto(`${server.url}/auth`);
    await page.getByLabel('Username').fill(e2eAdmin.username);
    await page.getByLabel('Password').fill(e2eAdmin.password);
    const signIn = page.waitForResponse((response) => response.url().endsWith('/api/token-login'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const answer = (await (await signIn).json()) as Record<string, unknown>;

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText(/Signed in as Site Administrator/)).toBeVisible();
    expect([...main.tokens.keys()]).toEqual([e2eServers.token.url]);
    // What reached the page: success and the user, never the token main kept.
    expect(Object.keys(answer).sort()).toEqual(['success', 'user']);
    expect(JSON.stringify(answer)).not.toContain(main.tokens.get(e2eServers.token.url) ?? '-');
    expect(await page.evaluate(() => localStorage.getItem('santan_auth_token'))).toBeNull();
    expect(await page.evaluate(() => Object.keys((Reflect.get(window, 'desktop') as DesktopBridge).token))).toEqual([
      'clear',
    ]);

    // After a reload only main's token (added when forwarding /api/) can keep the session.
    await page.reload();
    await expect(page.getByText(/Signed in as Site Administrator/)).toBeVisible();
  });

  test('signing in to the local backend keeps its session cookie in main, not in the page', async ({ page }) => {
    main.backends.setActive('local');
    await page.goto(`${server.url}/auth`);
    await page.getByLabel('Username').fill(e2eAdmin.username);
    await page.getByLabel('Password').fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText(/Signed in as Site Administrator/)).toBeVisible();
    expect(await page.context().cookies()).toEqual([]);
    expect(main.tokens.size).toBe(0);
  });

  test("the main window's pages cannot use the tester's request channel", async ({ page }) => {
    await page.goto(`${server.url}/api-test`);
    await expect(page.getByRole('button', { name: 'Open diagnostics' })).toBeVisible();
    const refused = await page.evaluate(() =>
      (Reflect.get(window, 'desktop') as DesktopBridge)
        .request({ backend: 'hosted', method: 'GET', path: '/api/user', useToken: true })
        .then(
          () => 'answered',
          (error: unknown) => String(error),
        ),
    );
    expect(refused).toContain('Refused');
    expect(main.requests).toEqual([]);
  });

  test("the diagnostics tester shows main's base URLs and runs its requests through main", async ({ page }) => {
    await page.goto(`${server.url}/diagnostics.html`);
    const pythonTab = page.getByRole('tab', { name: 'Python Backend' });
    await expect(pythonTab).toHaveAttribute('aria-selected', 'true');
    await expect(pythonTab).toContainText(e2eServers.token.url);
    await expect(page.getByRole('tab', { name: 'Node.js Backend' })).toContainText(e2eServers.cookie.url);
    await expect(page.getByRole('tabpanel', { name: 'Python Backend' })).toContainText(
      `Target: ${e2eServers.token.url}`,
    );
    await expect(page.getByRole('textbox', { name: 'Base URL' })).toHaveCount(0);

    const python = page.getByRole('tabpanel', { name: 'Python Backend' });
    await python.getByLabel('Username').fill(e2eAdmin.username);
    await python.getByLabel('Password').fill(e2eAdmin.password);
    await python.getByRole('button', { name: 'Get token' }).click();
    await expect(python.getByText(`Token held for ${e2eAdmin.username}.`)).toBeVisible();
    expect([...main.tokens.keys()]).toEqual([e2eServers.token.url]);

    await python.getByRole('button', { name: 'Test All Endpoints' }).click();
    const user = python.getByRole('article', { name: '/api/user', exact: true });
    await expect(user.getByText('Success', { exact: true })).toBeVisible();
    await expect(user).toContainText('Status 200');
    await expect(
      python.getByRole('article', { name: '/api/public/global-components/cta' }).getByText('Success', { exact: true }),
    ).toBeVisible();
    expect(
      main.requests.filter((request) => request.method === 'GET').map((request) => [request.path, request.useToken]),
    ).toEqual(
      expect.arrayContaining([
        ['/api/user', true],
        ['/api/public/pages/home', false],
      ]),
    );
  });

  test('the diagnostics window shows the tester on its own, aimed at the active backend', async ({ page }) => {
    main.backends.setActive('local');
    await page.goto(`${server.url}/diagnostics.html`);
    await expect(page.getByRole('heading', { level: 1, name: 'API connection tester' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Node.js Backend' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Test /api/public/pages/home' }).click();
    await expect(
      page.getByRole('article', { name: '/api/public/pages/home' }).getByText('Success', { exact: true }),
    ).toBeVisible();
    expect(main.requests).toEqual([expect.objectContaining({ backend: 'local', path: '/api/public/pages/home' })]);
  });

  test('the diagnostics window shows what main knows, says a token is held without showing it, and copies a report', async ({
    page,
  }) => {
    await page.goto(`${server.url}/diagnostics.html`);
    const python = page.getByRole('tabpanel', { name: 'Python Backend' });
    await python.getByLabel('Username').fill(e2eAdmin.username);
    await python.getByLabel('Password').fill(e2eAdmin.password);
    await python.getByRole('button', { name: 'Get token' }).click();
    await expect(python.getByText(`Token held for ${e2eAdmin.username}.`)).toBeVisible();

    const facts = page.getByRole('region', { name: 'This app' });
    await facts.getByRole('button', { name: 'Check again' }).click();
    await expect(facts.getByRole('group', { name: 'Active backend' })).toContainText(e2eServers.token.url);
    await expect(facts.getByRole('group', { name: 'Reachability' })).toContainText('Reachable: /healthz answered 200');
    await expect(facts.getByRole('group', { name: 'Signed in' })).toHaveText(/A token is held/);
    const token = main.tokens.get(e2eServers.token.url) ?? 'missing';
    expect(await page.content()).not.toContain(token);

    await facts.getByRole('button', { name: 'Copy report' }).click();
    await expect(facts.getByText('Report copied to the clipboard.')).toBeVisible();
    expect(main.copiedReports).toHaveLength(1);
    expect(main.copiedReports[0]).toContain('Token held for this backend: yes');
    expect(main.copiedReports[0]).not.toContain(token);
  });

  test("a backend switch does not offer the other backend's kept edits of the page with the same id", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The reload a switch causes meets the editor's beforeunload: leave, as the native question's "Leave" would.
    page.on('dialog', (dialog) => void dialog.accept());
    // Both backends were seeded alike: their Services pages have the same id and version.
    await signIn(page, '/admin/pages');
    await page.getByRole('table').getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
    const address = new URL(page.url()).pathname;
    // The page's own description, the first of the editor's Description fields (sections have theirs).
    const description = page.getByRole('textbox', { name: 'Description', exact: true }).first();
    const published = await description.inputValue();
    await description.fill('Edited on the hosted backend only.');
    // Kept a moment after typing stops.
    await expect
      .poll(() =>
        page.evaluate(() => Object.values(localStorage).some((value) => value.includes('Edited on the hosted'))),
      )
      .toBe(true);

    await switchBackend(page, 'local');
    await signIn(page, address);
    await expect(description).toHaveValue(published);
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unsaved changes found' })).toHaveCount(0);

    // Still kept for the backend they were made on, and offered there.
    await switchBackend(page, 'hosted');
    await page.goto(`${server.url}${address}`);
    const found = page.getByRole('region', { name: 'Unsaved changes found' });
    await found.getByRole('button', { name: 'Restore them' }).click();
    await expect(description).toHaveValue('Edited on the hosted backend only.');
  });

  test('copy buttons work with the clipboard permission granted', async ({ page, context }) => {
    // What main's permission policy grants the app's top-level page (main/permissions.ts), granted here by Chromium.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await signIn(page, '/admin/media');
    // Searched for: the library's first page is its newest pictures, and the seed's covers come after the logos.
    await page.getByLabel('Search images').fill('logo-');
    const logo = page.getByRole('list', { name: 'Images' }).getByRole('listitem').filter({ hasText: 'logo-light' });
    await logo.getByRole('button', { name: 'Edit logo-light' }).click();
    const details = page.getByRole('dialog', { name: 'logo-light' });
    const address = (await details.locator('code').first().textContent()) ?? '';
    expect(address).toMatch(/^\/media\/\d+\/[a-f0-9]{16}\/logo-light/);
    await details.getByRole('button', { name: 'Copy address' }).click();
    await expect(page.getByText('Address copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  });
});
