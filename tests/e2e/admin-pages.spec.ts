import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { sectionTypes } from '../../contract/page-content/catalogue';
import { expectNoViolations, withoutToasts } from './support/axe-check';
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

/** A block's card by its number and type label ("2. Frequently asked questions"); the block's heading may follow. */
function section(page: Page, name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('region', { name: new RegExp(`^${escaped}( · |$)`) });
}

async function addSection(page: Page, label: string) {
  await page.getByLabel('Block type').selectOption({ label });
  await page.getByRole('button', { name: 'Add block' }).click();
}

async function createPage(page: Page, slug: string, title: string) {
  await page.getByLabel('Page title').fill(title);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Status', { exact: true }).selectOption('published');
  await addSection(page, 'Introduction');
  await addSection(page, 'Frequently asked questions');
  await addSection(page, 'Call to action');
  await section(page, '1. Introduction').getByLabel('Title', { exact: true }).fill(`Welcome to ${title}`);
  await section(page, '2. Frequently asked questions').getByLabel('Question (question 1)').fill('Is this page new?');
  await section(page, '2. Frequently asked questions')
    .getByLabel('Answer (question 1)', { exact: true })
    .fill('Yes, an end-to-end test made it.');
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

  test('an editor adds a second FAQ, moves it above the first and publishes: visitors get both in that order, with and without JavaScript', async ({
    page,
    browser,
  }) => {
    // Two visitors and axe over the block editor in both themes: past 60 s while another suite ran on this machine.
    test.slow();
    const slug = `e2e-blocks-${Date.now()}`;
    await signInAsAdmin(page, '/admin/pages/new');
    await createPage(page, slug, `Blocks ${slug}`);

    // The type is on the page already and still offered; the new block goes last, as block 4.
    await addSection(page, 'Frequently asked questions');
    const second = section(page, '4. Frequently asked questions');
    await second.getByLabel('Title', { exact: true }).fill('Onboarding questions');
    await second.getByLabel('Question (question 1)').fill('How long does onboarding take?');
    await second.getByLabel('Answer (question 1)', { exact: true }).fill('About two weeks.');
    // Up once with its button, once with Alt+ArrowUp from its header.
    await second.getByRole('button', { name: 'Move up 4. Frequently asked questions' }).click();
    const moved = section(page, '3. Frequently asked questions');
    await expect(moved).toContainText('Onboarding questions');
    await moved.getByRole('button', { name: /^Fold / }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(section(page, '2. Frequently asked questions')).toContainText('Onboarding questions');
    await expect(section(page, '3. Frequently asked questions')).toContainText('Is this page new?');
    await expect(page.getByRole('button', { name: /^Fold 2\. / })).toBeFocused();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('No unsaved changes')).toBeVisible();

    const questions = ['How long does onboarding take?', 'Is this page new?'];
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ baseURL: e2eServers.admin.url, javaScriptEnabled });
      const visitor = await context.newPage();
      await visitor.goto(`/${slug}`);
      const main = visitor.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Onboarding questions' })).toBeVisible();
      // Each question is a <summary> (issue 31: answers in the server's HTML, opening without JavaScript).
      const shown = await main.locator('summary').filter({ hasText: /\?$/ }).allTextContents();
      expect(
        shown.map((text) => text.trim()),
        `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`,
      ).toEqual(questions);
      // Each block has its own anchor: the first FAQ keeps the type's, the second adds its heading.
      await expect(main.locator('section#faq')).toContainText('Onboarding questions');
      await expect(main.locator('section#faq-frequently-asked-questions')).toContainText('Is this page new?');
      await context.close();
    }

    // The block editor, with two FAQ blocks unfolded, in both themes.
    await expectNoViolations(page, 'block editor (light)', withoutToasts);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(section(page, '2. Frequently asked questions')).toBeVisible();
    await expectNoViolations(page, 'block editor (dark)', withoutToasts);
  });

  test('an admin restores an earlier revision of a page', async ({ page }) => {
    const slug = `e2e-rev-${Date.now()}`;
    await signInAsAdmin(page, '/admin/pages/new');
    await createPage(page, slug, 'First title');

    await page.getByLabel('Page title').fill('Second title');
    await page.getByRole('button', { name: 'Save draft' }).click();
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
    await addSection(page, 'Introduction');
    await section(page, '1. Introduction').getByLabel('Title', { exact: true }).fill('Retainers that answer at 3 a.m.');
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

  test('a registered account waits for an admin, who approves it as a viewer that cannot change anything', async ({
    page,
    browser,
  }) => {
    const suffix = `v${Date.now()}`;
    const name = `Vera Viewer ${suffix}`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Work email').fill(`vera.${suffix}@example.com`);
    await page.getByLabel('Username').fill(`vera.${suffix}`);
    await page.getByLabel('Password').fill('a-sufficiently-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const waiting = page.getByRole('heading', { name: 'Your account is waiting for an administrator to approve it' });
    await expect(waiting).toBeVisible();
    await expectNoViolations(page, 'awaiting approval (light)', withoutToasts);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(waiting).toBeVisible();
    await expectNoViolations(page, 'awaiting approval (dark)', withoutToasts);

    const adminContext = await browser.newContext({ baseURL: e2eServers.admin.url });
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage, '/admin');
    await expect(adminPage.getByText(/waiting for your approval/)).toBeVisible();
    await adminPage.getByRole('link', { name: 'Review them on the users screen' }).click();
    const pending = adminPage.getByRole('region', { name: /^Waiting for approval/ });
    await expectNoViolations(adminPage, 'users screen with a waiting account', withoutToasts);
    await pending.getByRole('listitem', { name }).getByRole('button', { name: 'Approve' }).click();
    await expect(pending.getByRole('listitem', { name })).toHaveCount(0);
    await adminContext.close();

    await page.reload();
    await expect(waiting).toHaveCount(0);
    await expect(page.getByText('Your role (viewer) cannot change content')).toBeVisible();
    await expect(page.getByRole('link', { name: 'New page' })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pages' }).click();
    await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
    await expect(page.getByText('Your role (viewer) cannot change content')).toBeVisible();
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: /^Edit page:/ })).toBeVisible();
    await expect(page.getByText('Your role (viewer) cannot change content')).toBeVisible();
    await expect(page.getByLabel('Page title')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add block' })).toHaveCount(0);
  });
});

test('every block type in the add menu opens as a form, and the page saves with all of them', async ({
  page,
  browser,
}) => {
  // One page holding every block type, each with its full form: the heaviest screen the admin has (on a busy
  // 2-core machine, drawing it takes most of a minute).
  test.setTimeout(180_000);
  const slug = `e2e-all-${Date.now()}`;
  await signInAsAdmin(page, '/admin/pages/new');
  const menu = page.getByLabel('Block type');
  await expect(menu.locator('option')).toHaveCount(sectionTypes.length);
  const labels = await menu.locator('option').allTextContents();
  for (const label of labels) await addSection(page, label);
  // Types stay on offer once used (a page may repeat them), but for the banner: a page has one.
  await expect(menu.locator('option')).toHaveCount(sectionTypes.length - 1);
  await expect(menu.locator('option', { hasText: /^Banner$/ })).toHaveCount(0);

  for (const [index, label] of labels.entries()) {
    const card = section(page, `${index + 1}. ${label}`);
    await expect(card.getByRole('button', { name: 'Form', exact: true }), label).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card.getByRole('textbox', { name: `${label} JSON` }), label).toHaveCount(0);
    if (label === 'Team') {
      // A new team names no one yet: it is valid once a person of the collection is chosen.
      await expect(card.getByText('Has errors', { exact: true })).toBeVisible();
      await card.getByLabel('Add person').selectOption({ index: 1 });
    }
    await expect(card.getByText('Valid', { exact: true }), label).toBeVisible();
  }

  // A bare list of items with a list of lines inside each: the deepest shape a form edits.
  const services = section(page, `${labels.indexOf('Service details') + 1}. Service details`);
  await services.getByLabel('Features (service 1)').fill('Tabletop exercises\nPlaybook reviews');
  await services.getByRole('button', { name: 'Add service' }).click();
  await expect(services.getByText('Has errors')).toHaveCount(2); // the section and its new item
  await services.getByLabel('Title (service 2)').fill('Incident readiness');
  await services.getByLabel('Description (service 2)', { exact: true }).fill('Prepared before the call comes.');
  await services.getByLabel('Features (service 2)').fill('On-call retainer');
  await services.getByRole('button', { name: 'Move service 2 up' }).click();
  await expect(services.getByRole('button', { name: /^Service 1: Incident readiness/ })).toBeVisible();
  await expect(services.getByText('Has errors')).toHaveCount(0);

  await page.getByLabel('Page title').fill(`All blocks ${slug}`);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Status', { exact: true }).selectOption('published');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByRole('heading', { name: `Edit page: All blocks ${slug}` })).toBeVisible({
    timeout: 45_000,
  });

  const visitor = await browser.newPage();
  await visitor.goto(`/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'Incident readiness' })).toBeVisible();
  await expect(visitor.getByText('Playbook reviews')).toBeVisible();
  await visitor.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`admin screens have no axe violations (${theme})`, async ({ page }) => {
    // Three screens analysed in full, the page editor with a form and a picker per section: on a busy 2-core CI
    // machine that took longer than the default minute.
    test.slow();
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await signInAsAdmin(page, '/admin');
    await expect(page.getByRole('heading', { name: 'Recent changes' })).toBeVisible();
    await expectNoViolations(page, 'dashboard', withoutToasts);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pages' }).click();
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
    await expectNoViolations(page, 'pages list', withoutToasts);

    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: /^Edit page:/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Blocks', exact: true })).toBeVisible();
    await expectNoViolations(page, 'page editor', withoutToasts);
  });
}
