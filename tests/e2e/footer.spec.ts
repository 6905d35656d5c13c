import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

interface SeededFooter {
  logoLight: string;
  logoDark: string;
  description: string;
  socialLinks: { platform: string; link: string }[];
  quickLinkSections: { title: string; links: { text: string; link: string }[] }[];
  companyInfo: { title: string; officeName?: string; address: string; phone: string; email: string };
  copyrightText: string;
}

/** Expectations follow whatever footer the seeded server holds, so a seed change does not break them. */
async function seededFooter(request: APIRequestContext): Promise<SeededFooter> {
  const response = await request.get('/api/public/global-components/footer');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { content: SeededFooter };
  return body.content;
}

const footerOf = (page: Page) => page.getByRole('contentinfo');

// A visitor who already accepted cookies: the consent banner (tested in its own spec) stays out of the way.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
});

test.describe('footer', () => {
  test('shows the link sections as columns at 1280 px: sections + 2, clamped 2 to 6', async ({ page, request }) => {
    const content = await seededFooter(request);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const footer = footerOf(page);

    for (const section of content.quickLinkSections) {
      await expect(footer.getByRole('heading', { name: section.title, exact: true })).toBeVisible();
      await expect(footer.getByRole('button', { name: section.title, exact: true })).toHaveCount(0);
      for (const link of section.links) {
        await expect(footer.getByRole('link', { name: link.text, exact: true })).toBeVisible();
      }
    }

    const office = footer.getByRole('heading', { name: content.companyInfo.title, exact: true });
    const columns = await office.evaluate((heading) => {
      let element = heading.parentElement;
      while (element && getComputedStyle(element).display !== 'grid') element = element.parentElement;
      // Computed grid-template-columns lists one resolved width per column ("286px 179px ...").
      return element ? getComputedStyle(element).gridTemplateColumns.trim().split(/\s+/).length : 0;
    });
    expect(columns).toBe(Math.min(6, Math.max(2, content.quickLinkSections.length + 2)));
  });

  test('folds the link sections into accordions at 375 px, several open at once', async ({ page, request }) => {
    const content = await seededFooter(request);
    expect(content.quickLinkSections.length).toBeGreaterThanOrEqual(2);
    const [first, second] = content.quickLinkSections;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const footer = footerOf(page);

    const firstTrigger = footer.getByRole('button', { name: first.title, exact: true });
    const secondTrigger = footer.getByRole('button', { name: second.title, exact: true });
    await expect(firstTrigger).toHaveAttribute('aria-expanded', 'false');
    await expect(secondTrigger).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', { name: first.links[0].text, exact: true })).toBeHidden();

    await firstTrigger.click();
    await secondTrigger.click();

    await expect(firstTrigger).toHaveAttribute('aria-expanded', 'true');
    await expect(secondTrigger).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('link', { name: first.links[0].text, exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: second.links[0].text, exact: true })).toBeVisible();

    await firstTrigger.click();
    await expect(firstTrigger).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', { name: first.links[0].text, exact: true })).toBeHidden();
    await expect(secondTrigger).toHaveAttribute('aria-expanded', 'true');
  });

  test('shows the brand, social links, office, legal links and this year', async ({ page, request }) => {
    const content = await seededFooter(request);
    await page.goto('/');
    const footer = footerOf(page);

    await expect(footer.getByRole('img', { name: 'Aegisline' })).toHaveAttribute('src', content.logoLight);
    await expect(footer.getByText(content.description)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Aegisline on LinkedIn' })).toHaveAttribute(
      'href',
      content.socialLinks.find((social) => social.platform === 'linkedin')?.link ?? '',
    );
    await expect(footer.getByRole('heading', { name: content.companyInfo.title, exact: true })).toBeVisible();
    if (content.companyInfo.officeName) await expect(footer.getByText(content.companyInfo.officeName)).toBeVisible();
    await expect(footer.getByRole('link', { name: content.companyInfo.phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(footer.getByRole('link', { name: content.companyInfo.email })).toHaveAttribute(
      'href',
      `mailto:${content.companyInfo.email}`,
    );
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${content.copyrightText}`)).toBeVisible();

    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Cookie Policy', '/cookie-policy'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await footer.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test('uses the dark logo in the dark theme', async ({ page, request }) => {
    const content = await seededFooter(request);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(footerOf(page).getByRole('img', { name: 'Aegisline' })).toHaveAttribute('src', content.logoDark);
  });
});

test.describe('scroll-to-top button', () => {
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

  test('appears after scrolling past 300 px and returns to the top', async ({ page }) => {
    await page.goto('/');
    await expect(footerOf(page)).toBeVisible();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();

    await footerOf(page).scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    await expect(button).toBeVisible();

    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('jumps to the top at once when reduced motion is preferred', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await footerOf(page).scrollIntoViewIfNeeded();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeVisible();

    await button.press('Enter');
    expect(await scrollY(page)).toBe(0);
  });
});
