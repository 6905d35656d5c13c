import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/search-dialog';
import { expectNoViolations } from './support/axe-check';

/** Issue 31: the seeded Services and Company dropdowns list their entries, each with a line saying what it is. */
const services = [
  ['CPRM Strategy & Roadmapping', 'A risk strategy and funded three-year roadmap'],
  ['Cyber Resilience Assessment', 'How well you would withstand a serious incident'],
  ['Securing AI Systems', 'Threat modelling and testing of AI services'],
  ['Zero Trust Security', 'Identity-aware access, delivered in phases'],
  ['Cloud Security', 'Landing zones and guardrails as code'],
  ['AI Fusion Centre', '24/7 managed detection and response'],
] as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const servicesLink = (page: Page) => mainNav(page).getByRole('link', { name: 'Services', exact: true });

test.use({ colorScheme: 'light' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
});

test('the Services dropdown opens 50 ms after hover and lists the six offerings, each named and described', async ({
  page,
}) => {
  const start = new Date('2026-03-02T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.goto('/');
  await waitForHydration(page);
  await expect(servicesLink(page)).toBeVisible();
  await page.clock.pauseAt(start + 60_000);

  const first = mainNav(page).getByRole('link', { name: services[0][0] });
  await servicesLink(page).hover();
  await page.clock.runFor(49);
  await expect(first).toBeHidden();
  await page.clock.runFor(1);
  await expect(first).toBeVisible();

  for (const [name, line] of services) {
    // Named by its text alone, the line read as its description and shown under it.
    const link = mainNav(page).getByRole('link', { name, exact: true });
    await expect(link).toHaveAccessibleDescription(line);
    await expect(link.getByText(line)).toBeVisible();
  }
  await mainNav(page).getByRole('link', { name: 'Cloud Security', exact: true }).click();
  await expect(page).toHaveURL(/\/services\/cloud-security$/);
});

test('the dropdowns work from the keyboard: arrows move through the entries, Escape closes back to the toggle', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const toggle = mainNav(page).getByRole('button', { name: 'Services menu' });
  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  await expect(mainNav(page).getByRole('link', { name: services[0][0] })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(mainNav(page).getByRole('link', { name: services[1][0] })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  const company = mainNav(page).getByRole('button', { name: 'Company menu' });
  await company.focus();
  await page.keyboard.press('Enter');
  await expect(company).toHaveAttribute('aria-expanded', 'true');
  await expect(mainNav(page).getByRole('link', { name: 'Careers' })).toHaveAccessibleDescription(
    'Open roles and how we hire',
  );
  await expect(mainNav(page).getByRole('link', { name: 'Partners' })).toHaveAccessibleDescription(
    'The technology and assurance firms we work with',
  );
});

for (const theme of ['light', 'dark'] as const) {
  test(`the open Services dropdown has no axe violations (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/');
    await waitForHydration(page);
    await mainNav(page).getByRole('button', { name: 'Services menu' }).click();
    await expect(mainNav(page).getByRole('link', { name: 'Cloud Security', exact: true })).toBeVisible();
    await expectNoViolations(page, `the open Services dropdown (${theme})`, { include: 'header' });
  });
}

test('the mobile menu expands Services to the six offerings with their lines', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await mainNav(page).getByRole('button', { name: 'Services menu' }).click();
  for (const [name, line] of services) {
    const link = mainNav(page).getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAccessibleDescription(line);
  }
  await mainNav(page).getByRole('link', { name: 'AI Fusion Centre', exact: true }).click();
  await expect(page).toHaveURL(/\/services\/ai-fusion-center$/);
});
