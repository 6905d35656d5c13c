import { expect, test } from '@playwright/test';
import { expectNoViolations, withoutToasts } from './support/axe-check';
import { signInAt } from './support/admin-sign-in';
import { e2eServers } from './support/e2e-servers';

test.use({ baseURL: e2eServers.admin.url });

const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

test('signing out another session from "Your account" ends it there at once', async ({ page, browser }) => {
  // Another browser, told apart by what it says it is: other specs sign in as this admin from Chromium meanwhile.
  const elsewhereContext = await browser.newContext({ baseURL: e2eServers.admin.url, userAgent: firefoxOnWindows });
  const elsewhere = await elsewhereContext.newPage();
  await signInAt(elsewhere, '/admin/pages');

  await signInAt(page, '/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Your sessions' });
  await expect(sessions.getByRole('listitem', { name: /, this session$/ })).toHaveCount(1);
  const others = sessions.getByRole('listitem', { name: 'Firefox on Windows' });
  const before = await others.count();
  expect(before).toBeGreaterThan(0);

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await expect(sessions.getByRole('listitem').first()).toBeVisible();
    await expectNoViolations(page, `your account (${theme})`, withoutToasts);
  }

  // Most recently used first: a retry's earlier Firefox session would sit below this one.
  await others.first().getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Session signed out')).toBeVisible();
  await expect(others).toHaveCount(before - 1);

  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/auth\?from=/);
  await elsewhereContext.close();
});

test('an invitation link lets a person join as an editor at once, and works only once', async ({ page, browser }) => {
  await signInAt(page, '/admin/users');
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await invitations.getByLabel('Role').selectOption('editor');
  await invitations.getByLabel('For whom (a note for admins)').fill('Dana, new editor');
  await invitations.getByRole('button', { name: 'Create invitation link' }).click();
  const link = await invitations.getByLabel('Invitation link (shown once)').inputValue();
  expect(link).toMatch(/\/auth\/invite\/[A-Za-z0-9_-]{43}$/);
  await expect(invitations.getByRole('listitem', { name: 'editor invitation for Dana, new editor' })).toContainText(
    'open',
  );
  await expectNoViolations(page, 'users screen with an invitation', withoutToasts);

  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Join the team' })).toBeVisible();
  await expect(
    invitee.getByText('You have been invited to the admin area as an editor.', { exact: false }),
  ).toBeVisible();
  await expectNoViolations(invitee, 'invitation page', withoutToasts);
  const suffix = Date.now();
  await invitee.getByLabel('Full name').fill('Dana Okafor');
  await invitee.getByLabel('Work email').fill(`dana.${suffix}@example.com`);
  await invitee.getByLabel('Username').fill(`dana.${suffix}`);
  await invitee.getByLabel('Password').fill('quiet-harbour-lantern-42');
  await invitee.getByRole('button', { name: 'Join' }).click();
  await expect(invitee).toHaveURL(/\/admin$/);
  await expect(invitee.getByText('Signed in as Dana Okafor (editor)')).toBeVisible();
  await expect(invitee.getByRole('link', { name: 'New page' })).toBeVisible();

  await inviteeContext.close();

  const latecomerContext = await browser.newContext();
  const latecomer = await latecomerContext.newPage();
  await latecomer.goto(link);
  await expect(
    latecomer.getByText(/This invitation link has expired, was already used or was withdrawn/),
  ).toBeVisible();
  await latecomerContext.close();
});
