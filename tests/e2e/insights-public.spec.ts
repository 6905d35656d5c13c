import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe-check';

/** What visitors get of the insights (issue 30): the listing, topic pages and articles, with and without JavaScript. */
const main = (page: Page) => page.getByRole('main');
const filters = (page: Page) => main(page).getByRole('navigation', { name: 'Filter insights' });
const pages = (page: Page) => main(page).getByRole('navigation', { name: 'Pages' });
const cards = (page: Page) => main(page).getByRole('list').getByRole('article');
const log4shell = 'Advisory: JNDI lookup injection in Log4j 2 is still running in production estates';

test.describe('insights without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the listing filters by kind and topic, and pages, by its links', async ({ page }) => {
    await page.goto('/insights');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await expect(cards(page)).toHaveCount(9);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Showing 1–9 of 13 articles' })).toBeVisible();

    await filters(page).getByRole('link', { name: 'Guide', exact: true }).click();
    await expect(page).toHaveURL('/insights?kind=guide');
    await expect(filters(page).getByRole('link', { name: 'Guide', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cards(page)).toHaveCount(3);

    await filters(page).getByRole('link', { name: 'Cloud security' }).click();
    await expect(page).toHaveURL('/insights/topics/cloud-security?kind=guide');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Cloud security' })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('link')).toHaveText(
      'Guide: the first twenty guard rails for a cloud landing zone',
    );

    await page.goto('/insights');
    await pages(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL('/insights?page=2');
    await expect(pages(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(4);
    await pages(page).getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL('/insights');
  });

  test('an article reads whole: body, authors, topics, services and related articles', async ({ page }) => {
    await page.goto('/insights?kind=advisory');
    await main(page).getByRole('link', { name: log4shell }).click();
    await expect(page).toHaveURL('/insights/log4shell-still-in-production');
    const article = main(page).getByRole('article', { name: log4shell });
    await expect(article.getByRole('heading', { level: 1, name: log4shell })).toBeVisible();
    await expect(
      article.getByRole('img', { name: 'A chain of linked log lines with one link broken open' }),
    ).toBeVisible();
    for (const heading of ['What is affected', 'Where we keep finding it', 'What to do now'])
      await expect(article.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(article.getByText('Block outbound LDAP, RMI and DNS')).toBeVisible();

    const authors = article.getByRole('region', { name: 'About the author' });
    await expect(authors.getByText('Tomás Oyelaran')).toBeVisible();
    await expect(authors.getByText('Head of Offensive Security')).toBeVisible();
    await expect(authors.getByRole('list', { name: 'Credentials of Tomás Oyelaran' }).getByRole('listitem')).toHaveText(
      ['OSCP', 'OSCE3', 'CRTO'],
    );
    await expect(article.getByRole('region', { name: 'How we can help' }).getByRole('link')).toHaveAttribute(
      'href',
      '/services',
    );
    const related = main(page).getByRole('region', { name: 'Related insights' });
    await expect(related.getByRole('article')).not.toHaveCount(0);

    await article
      .getByRole('region', { name: 'Topics' })
      .getByRole('link', { name: 'Vulnerability management' })
      .click();
    await expect(page).toHaveURL('/insights/topics/vulnerability-management');
    await expect(main(page).getByRole('link', { name: log4shell })).toBeVisible();
  });

  test('an unknown article is the not-found page', async ({ page }) => {
    const response = await page.goto('/insights/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`insights accessibility (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => {
        localStorage.setItem('theme', value);
        localStorage.setItem('cookie-consent', 'accepted');
      }, theme);
    });

    test('the listing and an article have no axe violations', async ({ page }) => {
      test.slow();
      for (const path of ['/insights', '/insights/regional-insurer-phishing-reduction']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoViolations(page, `${path} (${theme})`);
      }
    });
  });
}

/** The outline a focused element (or, for a card's link, the box it draws over the card) shows. */
const focusOutline = (page: Page, pseudo: '' | '::after') =>
  page.evaluate((element) => {
    const focused = document.activeElement;
    if (!focused) return 'nothing focused';
    const style = getComputedStyle(focused, element || null);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  }, pseudo);

test('keyboard focus is visible on the filters, the pages and the cards', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
  await page.goto('/insights');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const guide = filters(page).getByRole('link', { name: 'Guide', exact: true });
  // Tab through the page until the filter is reached, as a keyboard user would.
  for (let presses = 0; presses < 60 && !(await guide.evaluate((link) => link === document.activeElement)); presses++)
    await page.keyboard.press('Tab');
  await expect(guide).toBeFocused();
  expect(await focusOutline(page, '')).toBe('solid 2px');

  const firstCard = cards(page).first().getByRole('link');
  for (
    let presses = 0;
    presses < 40 && !(await firstCard.evaluate((link) => link === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab');
  await expect(firstCard).toBeFocused();
  expect(await focusOutline(page, '::after')).toBe('solid 2px');

  await pages(page).getByRole('link', { name: 'Page 2' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await focusOutline(page, '')).toBe('solid 2px');
});
