import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { e2eAdmin } from './e2e-servers';

/** Opens a staff address signed out, signs in as the e2e admin on the way, and waits to be back there. */
export async function signInAt(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\?from=/);
  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  // Toasts show one at a time and pause while hovered: the sign-in one would hold back the next. On a busy
  // machine it may close itself (after 5 s) while the click is still waiting for it to stop moving, so the
  // click is allowed to find nothing; that it is gone either way is what is checked.
  await page
    .getByRole('button', { name: 'Dismiss notification' })
    .click({ timeout: 10_000 })
    .catch(() => undefined);
  await expect(page.getByText('Login successful')).toHaveCount(0);
}
