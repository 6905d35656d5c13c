import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { e2eAdmin, e2eServers } from './support/e2e-servers';

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function registerAccount(page: Page, suffix: string) {
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Full name').fill(`Morgan Reyes ${suffix}`);
  await page.getByLabel('Work email').fill(`morgan.${suffix}@example.com`);
  await page.getByLabel('Username').fill(`morgan.${suffix}`);
  await page.getByLabel('Password').fill('a-sufficiently-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
}

for (const mode of ['token', 'cookie'] as const) {
  test.describe(`${mode} auth`, () => {
    test.use({ baseURL: e2eServers[mode].url });

    test('signs in, returns to where the visitor was going, survives a reload and signs out', async ({ page }) => {
      await page.goto('/admin/pages');
      await expect(page).toHaveURL(/\/auth\?from=/);
      await signIn(page, e2eAdmin.username, e2eAdmin.password);
      await expect(page.getByText('Login successful')).toBeVisible();
      await expect(page.getByText('Welcome back, Site Administrator!')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/pages$/);

      const token = await page.evaluate(() => localStorage.getItem('santan_auth_token'));
      if (mode === 'token') expect(token).toBeTruthy();
      else expect(token).toBeNull();

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();

      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByText('Logout successful')).toBeVisible();
      await expect(page.getByText('You have been logged out.')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('santan_auth_token'))).toBeNull();
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/auth\?from=/);
    });

    test('a wrong password shows the destructive toast with the server message', async ({ page }) => {
      await page.goto('/auth');
      await signIn(page, e2eAdmin.username, 'not-the-password');
      await expect(page.getByText('Login failed')).toBeVisible();
      await expect(page.getByText('Invalid username or password')).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);
    });

    test('a new toast replaces the one on screen: success after a failed attempt shows alone', async ({ page }) => {
      // Under a paused fake clock a toast never times out on its own: only the time the test advances passes.
      const start = new Date('2026-01-05T09:00:00Z');
      await page.clock.install({ time: start });
      await page.goto('/auth');
      // The sign-in screen loads with time running; from here on it moves only when the test says so.
      await expect(page.getByLabel('Username')).toBeVisible();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      const loginAnswer = () => page.waitForResponse((response) => response.url().endsWith('login'));
      const failed = page.getByText('Login failed');
      const succeeded = page.getByText('Login successful');

      let answered = loginAnswer();
      await signIn(page, e2eAdmin.username, 'not-the-password');
      await answered;
      // The toaster mounts with the first toast (one timer tick).
      await expect(async () => {
        await page.clock.runFor(50);
        await expect(failed).toBeVisible({ timeout: 250 });
      }).toPass();

      answered = loginAnswer();
      await signIn(page, e2eAdmin.username, e2eAdmin.password);
      await answered;
      // One second of fake time, far less than the 5 s a toast stays: only a replaced toast is gone by then.
      await page.clock.runFor(1_000);
      await expect(succeeded).toBeVisible();
      await expect(failed).toBeHidden();
    });

    test('inline errors for empty fields, without calling the server', async ({ page }) => {
      await page.goto('/auth');
      let called = false;
      await page.route('**/api/*login', (route) => {
        called = true;
        return route.continue();
      });
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Enter your username')).toBeVisible();
      await expect(page.getByText('Enter your password')).toBeVisible();
      expect(called).toBe(false);
    });

    test('registration signs the newcomer in with a welcome toast, to wait for an admin', async ({ page }) => {
      await page.goto('/auth');
      await registerAccount(page, `${mode}${Date.now()}`);
      await expect(page.getByText('Registration successful')).toBeVisible();
      await expect(page.getByText(/Welcome, Morgan Reyes/).first()).toBeVisible();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(
        page.getByRole('heading', { name: 'Your account is waiting for an administrator to approve it' }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    });

    test('a taken username is shown under the field', async ({ page }) => {
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Register' }).click();
      await page.getByLabel('Full name').fill('Someone Else');
      await page.getByLabel('Work email').fill('someone@example.com');
      await page.getByLabel('Username').fill(e2eAdmin.username);
      await page.getByLabel('Password').fill('a-sufficiently-long-password');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Registration failed')).toBeVisible();
      await expect(
        page.getByRole('group').or(page.locator('form')).getByText('That username is taken').first(),
      ).toBeVisible();
    });
  });
}

test('token mode clears a token the server refuses', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('santan_auth_token', 'forged-token'));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?from=/);
  expect(await page.evaluate(() => localStorage.getItem('santan_auth_token'))).toBeNull();
});
