import { expect, test } from '@playwright/test';

const layoutRoutes = [
  '/',
  '/home',
  '/solutions',
  '/services',
  '/products',
  '/company',
  '/company/partners',
  '/company/careers',
  '/company/resources',
  '/company/news',
  '/contact',
  '/digital-transformation',
  '/services/cloud-security',
  '/solutions/hybrid-and-supplier-access',
];

test.describe('routes of spec section 2', () => {
  for (const route of layoutRoutes) {
    test(`${route} renders its page inside the shared layout`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Page not found')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      expect(new URL(page.url()).pathname).toBe(route);
    });
  }

  for (const route of ['/privacy-policy', '/terms-of-service', '/cookie-policy']) {
    test(`${route} uses the policy page, outside the layout`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    });
  }

  const notFound = [
    '/partners',
    '/careers',
    '/resources',
    '/news',
    '/not-found',
    '/learning',
    '/no-such-page',
    '/services/no-such-service',
    '/a/b/c',
  ];
  for (const route of notFound) {
    test(`${route} shows not-found`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    });
  }

  test('the subpage/ form of a subpage route shows the subpage', async ({ page }) => {
    await page.goto('/services/subpage/cloud-security');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
  });

  test('/api-test and /auth are outside the layout', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.goto('/api-test');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  for (const route of [
    '/admin',
    '/admin/pages',
    '/admin/global-components',
    '/admin/pages/1/subpages',
    '/admin/contact-submissions',
    '/admin/job-submissions',
  ]) {
    test(`${route} redirects a signed-out visitor to /auth`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(new RegExp(`/auth\\?from=${encodeURIComponent(route)}$`));
      await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
    });
  }
});
