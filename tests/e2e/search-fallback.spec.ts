import { expect, test } from '@playwright/test';
import { e2eServers } from './support/e2e-servers';
import { openHome, searchDialog, searchField } from './support/search-dialog';

// A backend with only the spec's calls: the dialog searches the pages, subpages and 8 fixed pages itself.
test.use({ baseURL: e2eServers.nosearch.url, colorScheme: 'light' });

test.describe('site search without the search endpoint', () => {
  test('loads the lists when it opens and searches the fixed pages in the browser', async ({ page }) => {
    await openHome(page);
    const searchProbe = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/public/search');
    const pagesList = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/public/pages');
    const subpagesList = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/public/subpages/all',
    );
    await page.keyboard.press('Control+k');
    expect((await searchProbe).status()).toBe(404);
    await Promise.all([pagesList, subpagesList]);

    const partnersPage = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/public/pages/company/partners',
    );
    await searchField(page).fill('role mining');
    await partnersPage;
    await expect(searchDialog(page).getByText('1 result for "role mining"')).toBeVisible();
    await expect(searchDialog(page).getByRole('button', { name: 'Company, 1 result' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const result = searchDialog(page).getByRole('link', { name: /Role mining/ });
    await expect(result.locator('mark')).toHaveText('Role mining');

    await result.click();
    await expect(page).toHaveURL('/company/partners');
    await expect(page.locator('#partners')).toHaveAttribute('data-section-highlight', '');
  });

  test('finds subpages by title from the subpage list', async ({ page }) => {
    await openHome(page);
    await page.keyboard.press('Control+k');
    await searchField(page).fill('fusion centre');
    // The leadership team's bios mention the service too, so Company has more results and opens first.
    await searchDialog(page)
      .getByRole('button', { name: /^Services, \d+ results?$/ })
      .click();
    const subpage = searchDialog(page).getByRole('link', { name: /^AI Fusion Centre.*Subpage/ });
    await expect(subpage).toHaveAttribute('href', '/services/ai-fusion-center');
    await subpage.click();
    await expect(page).toHaveURL('/services/ai-fusion-center');
  });
});
