import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expectNoViolations, withoutToasts } from './support/axe-check';
import { signInAt } from './support/admin-sign-in';
import { e2eAdmin, e2eServers } from './support/e2e-servers';

// Reads only; the admin specs' own server has their audit entries and submissions to show.
test.use({ baseURL: e2eServers.admin.url });

const phone = { width: 375, height: 812 };
const desktop = { width: 1440, height: 900 };
/** The demo viewer every e2e server seeds (SITE_DEMO_ACCOUNT=on). */
const viewer = { username: 'demo', password: 'demo-password-2026' };
/** Set to a folder (ADMIN_SHOTS=/work/notes/shots) to keep the screenshots looked at for issue 29. */
const shots = process.env.ADMIN_SHOTS;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `admin-${name}.png`) });
}

async function inTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.reload();
}

/** How far below the top bar the screen's heading starts, in CSS pixels. */
async function contentGap(page: Page): Promise<number> {
  // The screen's own heading (the editor's live preview draws a page's h1 further down).
  const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const first = await heading.boundingBox();
  if (!header || !first) throw new Error('no header or heading box');
  return first.y - (header.y + header.height);
}

// While the drawer is open the rest of the page is hidden from assistive technology, the button too.
const menuButton = (page: Page) => page.getByRole('button', { name: 'Admin menu', exact: true, includeHidden: true });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Admin menu' });

test.describe('the admin on a phone', () => {
  test.use({ viewport: phone });

  test('shows each screen’s content within 120 px of the one-row top bar, the menu behind a button', async ({
    page,
  }) => {
    await signInAt(page, '/admin');
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height).toBeLessThanOrEqual(72);
    for (const [address, title] of [
      ['/admin', 'Dashboard'],
      ['/admin/pages', 'Pages'],
      ['/admin/contact-submissions', 'Contact submissions'],
      ['/admin/audit-log', 'Audit log'],
      ['/admin/pages/new', 'New page'],
    ] as const) {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      expect(await contentGap(page), address).toBeLessThanOrEqual(120);
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    }
    await page.goto('/admin');
    for (const theme of ['light', 'dark'] as const) {
      await inTheme(page, theme);
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expectNoViolations(page, `dashboard at 375 px (${theme})`, withoutToasts);
      await shoot(page, `dashboard-375-${theme}`);
      await menuButton(page).click();
      await expect(drawer(page)).toBeVisible();
      await expectNoViolations(page, `menu drawer at 375 px (${theme})`, withoutToasts);
      await shoot(page, `menu-drawer-375-${theme}`);
      await page.keyboard.press('Escape');
      await expect(drawer(page)).toBeHidden();
    }
    // The audit log's rows stack on a phone: nothing scrolls sideways, the page nor the table, in either theme.
    await page.goto('/admin/audit-log');
    for (const theme of ['light', 'dark'] as const) {
      await inTheme(page, theme);
      const log = page.getByRole('table', { name: 'Audit log' });
      await expect(log.getByRole('row').nth(1)).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const widths = await log.evaluate((table) => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        box: table.parentElement?.scrollWidth ?? 0,
        boxVisible: table.parentElement?.clientWidth ?? 0,
      }));
      expect(widths.page, `audit log page width (${theme})`).toBeLessThanOrEqual(widths.viewport);
      expect(widths.box, `audit log table width (${theme})`).toBeLessThanOrEqual(widths.boxVisible);
      await expectNoViolations(page, `audit log at 375 px (${theme})`, withoutToasts);
      await shoot(page, `audit-log-375-${theme}`);
    }
  });

  test('the audit log shows its first entries on the first screen, the filters behind a button that counts them', async ({
    page,
  }) => {
    // A small phone's first screen: 375 x 667 (an iPhone SE; 812 px tall phones lose about as much to the browser's bars).
    const firstScreen = { width: 375, height: 667 };
    await page.setViewportSize(firstScreen);
    await signInAt(page, '/admin/audit-log');
    const log = page.getByRole('table', { name: 'Audit log' });
    const firstEntry = log.getByRole('row').nth(1);
    await expect(firstEntry).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // Whole, on the first screen: not scrolled to, and not only its top edge.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const entry = await firstEntry.boundingBox();
    expect(entry, 'first entry drawn').not.toBeNull();
    expect((entry?.y ?? 0) + (entry?.height ?? 0), 'first entry ends on the first screen').toBeLessThanOrEqual(
      firstScreen.height,
    );

    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    const action = page.getByRole('combobox', { name: 'Action' });
    await expect(action).toBeHidden();
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    // By keyboard, with a visible focus ring.
    await page.getByRole('button', { name: 'Export CSV' }).focus();
    await page.keyboard.press('Tab');
    await expect(filters).toBeFocused();
    expect(await filters.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(action).toBeVisible();
    await shoot(page, 'audit-log-filters-open-375');

    // Applying folds them away again, names how many apply, and gives focus back to the button.
    await action.selectOption({ label: 'Signed in' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/action=/);
    const counted = page.getByRole('button', { name: 'Filters (1 active)' });
    await expect(counted).toBeFocused();
    await expect(counted).toHaveAttribute('aria-expanded', 'false');
    await expect(action).toBeHidden();
  });

  test('opens and closes the menu drawer by keyboard, keeping focus inside and returning it', async ({ page }) => {
    await signInAt(page, '/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const button = menuButton(page);
    await button.focus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const focusInDrawer = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await expect.poll(focusInDrawer).toBe(true);
    // Round the whole drawer and further: focus never leaves it.
    for (let step = 0; step < 16; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer(), `after ${step + 1} tabs`).toBe(true);
    }
    expect(await focusInDrawer()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(button).toBeFocused();

    // An entry followed by keyboard opens its screen and shuts the drawer.
    await page.keyboard.press('Enter');
    const pages = drawer(page).getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pages' });
    await expect(pages).toBeVisible();
    await pages.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/pages$/);
    await expect(drawer(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
  });
});

test.describe('what a role is shown', () => {
  test.use({ viewport: desktop });

  test('a viewer’s menu has no submission entries, and their address explains the refusal', async ({ browser }) => {
    // The default server: the admin specs' own disables and re-enables the demo viewer while testing switches.
    const context = await browser.newContext({ baseURL: e2eServers.token.url, viewport: desktop });
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByLabel('Username').fill(viewer.username);
    await page.getByLabel('Password').fill(viewer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Admin' });
    await expect(menu.getByRole('link', { name: 'Pages' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /submissions/i })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New contact messages' })).toHaveCount(0);

    await page.goto('/admin/contact-submissions');
    await expect(page.getByText('Your role (viewer) cannot see submissions: they hold personal data')).toBeVisible();
    await expect(page.getByText(/read-only/)).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    for (const theme of ['light', 'dark'] as const) {
      await inTheme(page, theme);
      await expect(page.getByText(/cannot see submissions/)).toBeVisible();
      await expectNoViolations(page, `refused submissions screen (${theme})`, withoutToasts);
    }
    await shoot(page, 'viewer-refused-1440');

    await page.goto('/admin/pages');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: /^Edit page:/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Preview' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share preview link' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('the admin at 1440 px', () => {
  test.use({ viewport: desktop });

  test('the audit log keeps its filters open, with no button to fold them', async ({ page }) => {
    await signInAt(page, '/admin/audit-log');
    await expect(page.getByRole('combobox', { name: 'Action' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Item' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  });

  test('the touched screens pass axe in both themes, and the audit log says what happened', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // Something for the audit log to say: a page created, saved as a draft and published.
    const title = `Cloud security ${Date.now()}`;
    const login = await request.post('/api/token-login', { data: e2eAdmin });
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const page0 = { title, slug: `cloud-security-${Date.now()}`, description: '', status: 'draft', blocks: [] };
    const created = await request.post('/api/admin/pages', { headers: auth, data: page0 });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    for (const status of ['draft', 'published']) {
      const etag = (await request.get(`/api/admin/pages/${id}`, { headers: auth })).headers().etag ?? '';
      const saved = await request.put(`/api/admin/pages/${id}`, {
        headers: { ...auth, 'if-match': etag },
        data: { ...page0, status },
      });
      expect(saved.status()).toBe(200);
    }

    await signInAt(page, '/admin/audit-log');
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.getByRole('cell', { name: `Published the page '${title}'` })).toBeVisible();
    await expect(log.getByRole('cell', { name: `Saved a draft of the page '${title}'` })).toBeVisible();
    await expect(log.getByRole('cell', { name: `Created the page '${title}'` })).toBeVisible();
    await expect(log.getByRole('cell', { name: /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(UTC\)$/ }).first()).toBeVisible();
    const screens = [
      ['/admin', 'Dashboard', 'dashboard'],
      ['/admin/pages', 'Pages', 'pages'],
      ['/admin/pages/new', 'New page', 'page-new'],
      ['/admin/contact-submissions', 'Contact submissions', 'contact-submissions'],
      ['/admin/audit-log', 'Audit log', 'audit-log'],
      ['/admin/redirects', 'Redirects', 'redirects'],
      ['/admin/users', 'Users', 'users'],
      ['/admin/account', 'Your account', 'account'],
      ['/admin/global-components', 'Global components', 'global-components'],
    ] as const;
    for (const theme of ['light', 'dark'] as const) {
      await inTheme(page, theme);
      for (const [address, title, name] of screens) {
        await page.goto(address);
        await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
        // Lists and tables draw after their data: wait until nothing says it is loading.
        await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoViolations(page, `${address} at 1440 px (${theme})`, withoutToasts);
        if (theme === 'light') await shoot(page, `${name}-1440`);
      }
    }
    // The new page's slug follows its title.
    await page.goto('/admin/pages/new');
    await page.getByLabel('Page title').fill('Cloud Security & Zero Trust');
    await expect(page.getByLabel('Slug')).toHaveValue('cloud-security-zero-trust');
  });
});
