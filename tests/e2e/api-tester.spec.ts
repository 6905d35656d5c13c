import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { e2eAdmin, e2eServers } from './support/e2e-servers';

/** The web target against the real server, which speaks both auth styles, so both tabs default to it. */
const origin = e2eServers.token.url;
const publicPaths = [
  '/api/public/pages/home',
  '/api/public/global-components/header',
  '/api/public/global-components/footer',
  '/api/public/global-components/cta',
];
const networkMessage = 'Network connection error - please check your connection and try again';

const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
const card = (scope: Locator, path: string) => scope.getByRole('article', { name: path, exact: true });

test.describe('API tester (web)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/api-test');
    await expect(page.getByRole('heading', { level: 1, name: 'API connection tester' })).toBeVisible();
  });

  test('shows both tabs with the base URL each one targets', async ({ page }) => {
    const nodeTab = page.getByRole('tab', { name: 'Node.js Backend' });
    const pythonTab = page.getByRole('tab', { name: 'Python Backend' });
    await expect(nodeTab).toContainText(origin);
    await expect(pythonTab).toContainText(origin);
    await expect(panel(page, 'Node.js Backend')).toContainText(`Target: ${origin}`);

    await nodeTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(pythonTab).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'Python Backend')).toContainText(`Target: ${origin}`);
    await expect(panel(page, 'Python Backend').getByLabel('Username')).toHaveValue('demo');
  });

  test('Test All on the Node tab: /api/user is refused while signed out, the rest answer 200', async ({ page }) => {
    const node = panel(page, 'Node.js Backend');
    await node.getByRole('button', { name: 'Test All Endpoints' }).click();

    const user = card(node, '/api/user');
    await expect(user.getByText('Failed', { exact: true })).toBeVisible();
    await expect(user.getByText('HTTP Error 401 Unauthorized')).toBeVisible();
    await expect(user).toContainText('Status 401');
    for (const path of publicPaths) {
      const result = card(node, path);
      await expect(result.getByText('Success', { exact: true })).toBeVisible();
      await expect(result).toContainText('Status 200');
      await expect(result).toContainText(/Tested at \d/);
    }

    const home = card(node, '/api/public/pages/home');
    await home.getByRole('button', { name: 'Response data' }).click();
    await expect(home.locator('pre')).toContainText('"content"');
  });

  test('the Python tab signs in with a token and /api/user succeeds', async ({ page }) => {
    await page.getByRole('tab', { name: 'Python Backend' }).click();
    const python = panel(page, 'Python Backend');
    await python.getByLabel('Username').fill(e2eAdmin.username);
    await python.getByLabel('Password').fill(e2eAdmin.password);
    await python.getByRole('button', { name: 'Get token' }).click();
    await expect(python.getByText(`Token held for ${e2eAdmin.username}.`)).toBeVisible();

    await python.getByRole('button', { name: 'Test /api/user' }).click();
    const user = card(python, '/api/user');
    await expect(user.getByText('Success', { exact: true })).toBeVisible();
    await expect(user).toContainText('Status 200');
    await user.getByRole('button', { name: 'Response data' }).click();
    await expect(user.locator('pre')).toContainText('"authenticated": true');

    // The tester's token is its own: the site itself stays signed out.
    expect(await page.evaluate(() => localStorage.getItem('santan_auth_token'))).toBeNull();
  });

  test('the prefilled demo account (seeded outside production) gets a token as-is', async ({ page }) => {
    await page.getByRole('tab', { name: 'Python Backend' }).click();
    const python = panel(page, 'Python Backend');
    await python.getByRole('button', { name: 'Get token' }).click();
    await expect(python.getByText('Token held for demo.')).toBeVisible();
  });

  test('a tab pointed at a backend that is down shows the network error', async ({ page }) => {
    const node = panel(page, 'Node.js Backend');
    await node.getByRole('textbox', { name: 'Base URL' }).fill('http://127.0.0.1:9');
    await node.getByRole('button', { name: 'Apply' }).click();
    await expect(node).toContainText('Target: http://127.0.0.1:9');

    await node.getByRole('button', { name: 'Test /api/public/pages/home' }).click();
    const home = card(node, '/api/public/pages/home');
    await expect(home.getByText(networkMessage)).toBeVisible();
    await expect(home.getByText('Failed', { exact: true })).toBeVisible();

    // The choice is remembered, and Reset goes back to the site's own origin.
    await page.reload();
    await expect(panel(page, 'Node.js Backend')).toContainText('Target: http://127.0.0.1:9');
    await panel(page, 'Node.js Backend').getByRole('button', { name: 'Reset' }).click();
    await expect(panel(page, 'Node.js Backend')).toContainText(`Target: ${origin}`);
  });
});
