import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { contrastRatio } from './support/contrast-ratio';

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

    // The footer stays server HTML until the first tap loads the accordion's code, and that tap is handed on once
    // it has come alive; a second tap in the same instant can be lost (CI saw it), so each waits for the last.
    await firstTrigger.click();
    await expect(firstTrigger).toHaveAttribute('aria-expanded', 'true');
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

  test('lists Insights in the Company column, as the header’s Company dropdown does', async ({ page }) => {
    await page.goto('/');
    const footer = footerOf(page);
    const company = footer.getByRole('heading', { name: 'Company', exact: true }).locator('xpath=..');
    const insights = company.getByRole('link', { name: 'Insights', exact: true });
    await expect(insights).toHaveAttribute('href', '/insights');
    await insights.click();
    await expect(page).toHaveURL(/\/insights$/);
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

test.describe('the scroll-to-top button over the footer', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const [width, theme] of [
    [1280, 'light'],
    [375, 'light'],
    [1280, 'dark'],
    [375, 'dark'],
  ] as const) {
    test(`at ${width} px in ${theme}: covers none of the footer's links and stands out on it`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      const atBottom = () =>
        page.evaluate(() => {
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
          return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
        });
      // Sections further up may still grow as their code arrives; scroll until the page's end stays in view.
      await expect.poll(atBottom).toBe(true);
      const button = page.getByRole('button', { name: 'Scroll to top' });
      await expect(button).toBeVisible();
      await expect.poll(atBottom).toBe(true);

      const buttonBox = await button.boundingBox();
      expect(buttonBox).not.toBeNull();
      const links = await footerOf(page).getByRole('link').all();
      expect(links.length).toBeGreaterThan(3);
      for (const link of links) {
        if (!(await link.isVisible())) continue;
        const box = await link.boundingBox();
        if (!box || !buttonBox) continue;
        const overlaps =
          box.x < buttonBox.x + buttonBox.width &&
          buttonBox.x < box.x + box.width &&
          box.y < buttonBox.y + buttonBox.height &&
          buttonBox.y < box.y + box.height;
        expect(overlaps, `${await link.textContent()} under the button`).toBe(false);
      }

      const buttonColor = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
      const footerColor = await footerOf(page).evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(contrastRatio(buttonColor, footerColor)).toBeGreaterThanOrEqual(3);
    });
  }
});
