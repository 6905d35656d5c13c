import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { e2eAdmin, e2eServers } from './support/e2e-servers';

// This spec creates pages and revisions: it runs against its own server.
test.use({ baseURL: e2eServers.admin.url });

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\?from=/);
  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(/\(admin\)/)).toBeVisible();
}

function section(page: Page, heading: string) {
  return page.getByRole('region', { name: heading });
}

async function addSection(page: Page, label: string) {
  await page.getByLabel('Section type').selectOption({ label });
  await page.getByRole('button', { name: 'Add section' }).click();
}

async function createPage(page: Page, slug: string, title: string) {
  await page.getByLabel('Page title').fill(title);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Status', { exact: true }).selectOption('published');
  await addSection(page, 'Intro');
  await addSection(page, 'FAQ');
  await addSection(page, 'Call to action');
  await section(page, '1. Intro').getByLabel('Title', { exact: true }).fill(`Welcome to ${title}`);
  await section(page, '2. FAQ').getByLabel('Question (question 1)').fill('Is this page new?');
  await section(page, '2. FAQ').getByLabel('Answer (question 1)').fill('Yes, an end-to-end test made it.');
  await page.getByRole('button', { name: 'Create page' }).click();
  // Outcomes rather than toasts: toasts show one at a time, queued behind the sign-in toast. The URL alone is
  // not enough: it changes before the editor replaces the new-page form, which must not be typed into.
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
  await expect(page.getByRole('heading', { name: `Edit page: ${title}` })).toBeVisible();
}

test.describe('admin pages', () => {
  test.describe.configure({ timeout: 60_000 });
  test('an admin creates and publishes a page with three sections that visitors then see', async ({
    page,
    browser,
  }) => {
    const slug = `e2e-${Date.now()}`;
    await signInAsAdmin(page, '/admin/pages/new');
    await createPage(page, slug, `Page ${slug}`);

    const visitor = await browser.newPage();
    await visitor.goto(`/${slug}`);
    await expect(visitor.getByRole('heading', { name: `Welcome to Page ${slug}` })).toBeVisible();
    await expect(visitor.getByText('Is this page new?')).toBeVisible();
    await expect(visitor.getByText('Ready to talk?')).toBeVisible();
    await visitor.close();
  });

  test('an admin restores an earlier revision of a page', async ({ page }) => {
    const slug = `e2e-rev-${Date.now()}`;
    await signInAsAdmin(page, '/admin/pages/new');
    await createPage(page, slug, 'First title');

    await page.getByLabel('Page title').fill('Second title');
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByRole('heading', { name: 'Edit page: Second title' })).toBeVisible();

    await page.getByRole('button', { name: 'Revisions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revisions' });
    await dialog.getByRole('button', { name: /Restore revision \d+: First title/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('heading', { name: 'Edit page: First title' })).toBeVisible();
    await expect(page.getByLabel('Page title')).toHaveValue('First title');
  });

  test('an admin adds a subpage that visitors read, then deletes the page and its subpage', async ({
    page,
    browser,
  }) => {
    const slug = `e2e-sub-${Date.now()}`;
    await signInAsAdmin(page, '/admin/pages/new');
    await createPage(page, slug, `Parent ${slug}`);

    await page.getByRole('link', { name: 'Subpages (0)' }).click();
    await page.getByRole('link', { name: 'New subpage' }).click();
    await expect(page.getByRole('heading', { name: `New subpage of Parent ${slug}` })).toBeVisible();
    await page.getByLabel('Page title').fill('Incident retainer');
    await page.getByLabel('Slug').fill('incident-retainer');
    await page.getByLabel('Status', { exact: true }).selectOption('published');
    await addSection(page, 'Intro');
    await section(page, '1. Intro').getByLabel('Title', { exact: true }).fill('Retainers that answer at 3 a.m.');
    await page.getByRole('button', { name: 'Create subpage' }).click();
    await expect(page.getByRole('heading', { name: 'Edit subpage: Incident retainer' })).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto(`/${slug}/incident-retainer`);
    await expect(visitor.getByRole('heading', { name: 'Retainers that answer at 3 a.m.' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pages' }).click();
    await page.getByRole('search', { name: 'Filter pages' }).getByLabel('Search').fill(slug);
    await page
      .getByRole('table')
      .getByRole('link', { name: `Parent ${slug}`, exact: true })
      .click();
    await page.getByRole('button', { name: 'Delete page' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete “Parent ${slug}”?` });
    await expect(confirm).toContainText('Its 1 subpage goes with it.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/pages$/);

    for (const path of [`/${slug}`, `/${slug}/incident-retainer`]) {
      await visitor.goto(path);
      await expect(visitor.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
    await visitor.close();
  });

  test('a registered viewer reaches the admin area but cannot change anything', async ({ page }) => {
    const suffix = `v${Date.now()}`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Full name').fill(`Vera Viewer ${suffix}`);
    await page.getByLabel('Work email').fill(`vera.${suffix}@example.com`);
    await page.getByLabel('Username').fill(`vera.${suffix}`);
    await page.getByLabel('Password').fill('a-sufficiently-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Your role (viewer) cannot change content')).toBeVisible();
    await expect(page.getByRole('link', { name: 'New page' })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pages' }).click();
    await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
    await expect(page.getByText('Your role (viewer) cannot change content')).toBeVisible();
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: /^Edit page:/ })).toBeVisible();
    await expect(page.getByText('Your role (viewer) cannot change content')).toBeVisible();
    await expect(page.getByLabel('Page title')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save page' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add section' })).toHaveCount(0);
  });
});

async function expectNoViolations(page: Page, label: string) {
  // The sign-in toast belongs to the shared toaster (checked with the shell) and may be mid-animation here.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-scope="toast"]').analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary, `${label}\n${summary.join('\n')}`).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test(`admin screens have no axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await signInAsAdmin(page, '/admin');
    await expect(page.getByRole('heading', { name: 'Recent changes' })).toBeVisible();
    await expectNoViolations(page, 'dashboard');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pages' }).click();
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
    await expectNoViolations(page, 'pages list');

    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: /^Edit page:/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sections' })).toBeVisible();
    await expectNoViolations(page, 'page editor');
  });
}
