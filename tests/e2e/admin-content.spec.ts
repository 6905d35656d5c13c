import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe-check';
import { signInAt } from './support/admin-sign-in';
import { e2eServers } from './support/e2e-servers';

// This spec changes shared content: it runs against its own server.
test.use({ baseURL: e2eServers.admin.url });

test.describe('admin content screens', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a contact message arrives in contact submissions, is read on opening and exported', async ({ page }) => {
    const email = `e2e-admin-${Date.now()}@example.com`;
    await page.goto('/contact');
    const contact = page.getByRole('form', { name: 'Send us a message' });
    await contact.getByRole('textbox', { name: /^name/i }).fill('Avery Admin-Test');
    await contact.getByRole('textbox', { name: /^email/i }).fill(email);
    await contact.getByRole('combobox', { name: /subject/i }).selectOption({ index: 1 });
    await contact.getByRole('textbox', { name: /^message/i }).fill('Please call me about a resilience assessment.');
    await contact.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();

    await signInAt(page, '/admin/contact-submissions');
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/q=e2e-admin-/);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('New');
    await row.getByRole('button', { name: 'View Avery Admin-Test' }).click();
    const drawer = page.getByRole('dialog', { name: 'Message from Avery Admin-Test' });
    await expect(drawer.getByText('Please call me about a resilience assessment.')).toBeVisible();
    // Opening it was reading it; "Mark as new" puts it back for later.
    await expect(drawer.getByRole('button', { name: 'Mark as new' })).toBeVisible();
    const reply = new URL(
      (await drawer.getByRole('link', { name: 'Reply by email' }).getAttribute('href')) ?? 'missing:',
    );
    expect(reply.protocol).toBe('mailto:');
    expect(reply.pathname).toBe(email);
    expect(reply.searchParams.get('subject')).toMatch(/^Re: /);

    // The toast an action raises must leave every action of the drawer uncovered.
    await drawer.getByRole('button', { name: 'Mark as new' }).click();
    const toast = page.getByRole('region', { name: /notifications/i }).getByText('Marked as new');
    await expect(toast).toBeVisible();
    const toastBox = await toast.locator('xpath=ancestor::*[@data-part="root"][1]').boundingBox();
    expect(toastBox).not.toBeNull();
    for (const control of await drawer.locator('button:visible, a:visible').all()) {
      const box = await control.boundingBox();
      if (!box || !toastBox) continue;
      const overlaps =
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height;
      expect(overlaps, `the toast covers "${await control.textContent()}"`).toBe(false);
    }
    await drawer.getByRole('button', { name: 'Mark as read' }).click();
    await drawer.getByRole('button', { name: 'Close details' }).click();
    await expect(row).toContainText('Read');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await readFile(await file.path(), 'utf8')).toContain(email);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`admin content screens have no axe violations (${theme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await signInAt(page, '/admin/global-components');
    await expect(page.getByRole('form', { name: 'Header' }).getByRole('button', { name: 'Save draft' })).toBeVisible();
    await expectNoViolations(page, 'global components: header');
    for (const tab of ['Footer', 'Call to action']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('form', { name: tab }).getByRole('button', { name: 'Save draft' })).toBeVisible();
      await expectNoViolations(page, `global components: ${tab}`);
    }
    for (const [path, title] of [
      ['/admin/contact-submissions', 'Contact submissions'],
      ['/admin/job-submissions', 'Job submissions'],
      ['/admin/users', 'Users'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await expectNoViolations(page, title);
    }
  });
}
