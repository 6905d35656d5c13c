import type { Page } from '@playwright/test';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { expectNoViolations, withoutToasts } from './support/axe-check';
import { e2eAdmin, e2eServers } from './support/e2e-servers';
import { signInAt } from './support/admin-sign-in';

// Accounts are added here: the admin specs' own server keeps other specs' data as seeded.
const server = e2eServers.admin;
test.use({ baseURL: server.url });

const themes = ['light', 'dark'] as const;
const password = 'quiet-harbour-lantern-42';

/** Full-page screenshots at desktop and phone widths, for a person to look at (test-results/screens). */
async function screenshots(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A new account, joined through an admin's invitation (so it needs no approval), as an API script would. */
async function invitedAccount(role: 'editor' | 'viewer', displayName: string) {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const login = await api.post('/api/token-login', { data: e2eAdmin });
  const { token } = (await login.json()) as { token: string };
  const invitation = await api.post('/api/admin/invitations', {
    data: { role, days: 1 },
    headers: { authorization: `Bearer ${token}` },
  });
  const { path } = (await invitation.json()) as { path: string };
  const username = `${role}.${Date.now()}.${Math.floor(Math.random() * 1000)}`;
  const joined = await api.post(`/api${path.replace('/auth/invite/', '/invitations/')}`, {
    data: { username, displayName, email: `${username}@example.com`, password },
  });
  expect(joined.status()).toBe(201);
  await api.dispose();
  return { username, displayName };
}

const step = (epochMs: number) => Math.floor(epochMs / 30_000);
/** The code an authenticator shows in a time step, computed from the key the page showed. */
const codeAt = (secret: string, timeStep: number) => generateSync({ secret, epoch: timeStep * 30 });

for (const theme of themes) {
  test(`enrolling TOTP, then signing out and in with a code (${theme})`, async ({ browser }) => {
    const account = await invitedAccount('editor', `Tess Totp ${theme}`);
    const context = await browser.newContext({ baseURL: server.url });
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const page = await context.newPage();

    await page.goto('/auth');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/account');
    const panel = page.getByRole('region', { name: 'Two-factor sign-in' });
    await panel.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(panel.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await panel.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoViolations(page, `two-factor setup (${theme})`, withoutToasts);
    await screenshots(page, `two-factor-setup-${theme}`);

    await panel.getByLabel('2. Enter the 6-digit code the app shows').fill('000000');
    await panel.getByRole('button', { name: 'Turn on' }).click();
    await expect(panel.getByText('That code is not right')).toBeVisible();
    const enrolledAt = step(Date.now());
    await panel.getByLabel('2. Enter the 6-digit code the app shows').fill(codeAt(secret, enrolledAt));
    await panel.getByRole('button', { name: 'Turn on' }).click();
    const codes = panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expectNoViolations(page, `recovery codes (${theme})`, withoutToasts);
    await screenshots(page, `two-factor-recovery-codes-${theme}`);
    await panel.getByRole('button', { name: 'I have saved them' }).click();
    await expect(panel.getByText('Recovery codes left: 10 of 10.', { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page).toHaveURL(/\/auth/);
    await page.goto('/auth');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    await expectNoViolations(page, `sign-in code step (${theme})`, withoutToasts);
    await screenshots(page, `two-factor-sign-in-${theme}`);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await expect(page.getByLabel('Recovery code')).toBeVisible();
    await page.getByRole('button', { name: 'Use your authenticator app' }).click();
    // The enrolment used its step's code, and a code is never taken twice: the app's next one.
    await page.getByLabel('Authentication code').fill(codeAt(secret, Math.max(enrolledAt + 1, step(Date.now()))));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText(`Signed in as ${account.displayName} (editor)`)).toBeVisible();
    await context.close();
  });
}

test('an admin-made reset link lets a person choose a new password while signed out', async ({ page, browser }) => {
  const account = await invitedAccount('viewer', `Rita Reset ${Date.now()}`);
  await signInAt(page, '/admin/users');
  await page.getByRole('button', { name: `Password reset link for ${account.displayName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Password reset link for ${account.displayName}` });
  await dialog.getByRole('button', { name: 'Make link' }).click();
  const link = await dialog.getByLabel('Reset link (shown once)').inputValue();
  expect(link).toMatch(/\/auth\/reset\/[A-Za-z0-9_-]{43}$/);
  await expectNoViolations(page, 'reset link dialog', withoutToasts);
  await screenshots(page, 'reset-link-dialog');

  for (const theme of themes) {
    const context = await browser.newContext();
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const person = await context.newPage();
    await person.goto(link);
    await expect(person.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(person.getByText(`For the account ${account.username}.`)).toBeVisible();
    await expectNoViolations(person, `reset page (${theme})`, withoutToasts);
    await screenshots(person, `reset-page-${theme}`);
    await context.close();
  }

  const person = await (await browser.newContext()).newPage();
  await person.goto(link);
  await person.getByLabel('New password').fill('password1234');
  await person.getByRole('button', { name: 'Set new password' }).click();
  await expect(person.getByText(/^Choose a harder password/)).toBeVisible();
  await person.getByLabel('New password').fill('violet-harbour-lantern-93');
  await person.getByRole('button', { name: 'Set new password' }).click();
  await expect(person.getByText('Every session of this account was signed out', { exact: false })).toBeVisible();
  await person.getByRole('link', { name: 'Sign in' }).click();
  // The refusal's toast ("Password not changed") may still be up: exact labels.
  await person.getByLabel('Username', { exact: true }).fill(account.username);
  await person.getByLabel('Password', { exact: true }).fill('violet-harbour-lantern-93');
  await person.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(person).toHaveURL(/\/admin$/);

  // Used once: the link now says so.
  await person.goto(link);
  await expect(
    person.getByText('This reset link has expired, was already used or was withdrawn', { exact: false }),
  ).toBeVisible();
});

test.describe('where every account must use two-factor (cookie sessions)', () => {
  const strict = e2eServers.twofactor;
  test.use({ baseURL: strict.url });

  test('a new account sees only the set-up screen, then the admin area, and signs in with a code', async ({
    browser,
  }) => {
    const username = `vic.${Date.now()}`;
    const api = await playwrightRequest.newContext({ baseURL: strict.url });
    const registered = await api.post('/api/register', {
      data: { username, password, displayName: 'Vic Strict', email: `${username}@example.com` },
    });
    expect(registered.status()).toBe(201);
    await api.dispose();

    let secret = '';
    let enrolledAt = 0;
    for (const theme of themes) {
      const context = await browser.newContext({ baseURL: strict.url });
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      await page.goto('/auth');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(
        page.getByRole('heading', { name: 'Turn on two-factor sign-in for your account before you continue' }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      await expectNoViolations(page, `required set-up (${theme})`, withoutToasts);
      await screenshots(page, `two-factor-required-${theme}`);
      if (theme === 'dark') {
        secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
        enrolledAt = step(Date.now());
        await page.getByLabel('2. Enter the 6-digit code the app shows').fill(codeAt(secret, enrolledAt));
        await page.getByRole('button', { name: 'Turn on' }).click();
        await page.getByRole('button', { name: 'I have saved them' }).click();
        await expect(page.getByText('Signed in as Vic Strict (viewer)')).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      }
      await context.close();
    }

    const page = await (await browser.newContext({ baseURL: strict.url })).newPage();
    await page.goto('/auth');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByLabel('Authentication code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('form').getByText('That code is not right', { exact: false })).toBeVisible();
    await page.getByLabel('Authentication code').fill(codeAt(secret, Math.max(enrolledAt + 1, step(Date.now()))));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Signed in as Vic Strict (viewer)')).toBeVisible();
  });
});
