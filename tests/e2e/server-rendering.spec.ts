import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe-check';

/** Each route with a heading of its opening and one of its lazily loaded body, both in the server's HTML. */
const pages = [
  { path: '/', h1: 'Modernise without widening your attack surface', later: 'Trusted by organisations' },
  { path: '/services', h1: 'Services', later: 'About our services' },
  // The team section's people are filled in by the server from the People collection (issue 30).
  { path: '/company', h1: 'About Aegisline', later: 'Founder and Chief Executive' },
  { path: '/company/partners', h1: /Partners/, later: null },
  { path: '/services/cloud-security', h1: /Cloud security/i, later: null },
  { path: '/privacy-policy', h1: /Privacy/, later: null },
] as const;

const main = (page: Page) => page.getByRole('main');

test.describe('server-rendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of pages) {
    test(`${route.path} shows its full content${route.path === '/privacy-policy' ? '' : ' and the footer'}`, async ({
      page,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(main(page).getByRole('heading', { level: 1, name: route.h1 })).toBeVisible();
      if (route.later) await expect(main(page).getByText(route.later).first()).toBeVisible();
      // Every section of the body arrived: no loading placeholders left in the HTML.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      if (route.path !== '/privacy-policy') {
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByRole('img', { name: 'Aegisline' })).toBeVisible();
        await expect(footer.getByRole('link', { name: 'Privacy Policy', exact: true })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      }
    });
  }

  test('an unknown page answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('hydration', () => {
  for (const route of pages) {
    test(`${route.path} hydrates without a console error and without fetching its page again`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const contentRequests: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/^\/api\/public\/(pages|subpages|global-components)\//.test(pathname)) contentRequests.push(pathname);
      });

      await page.goto(route.path);
      if (route.path !== '/privacy-policy') {
        // The toggle names the theme it switches to only once hydration is over.
        await expect(page.getByRole('button', { name: 'Switch to dark theme' }).first()).toBeAttached();
      } else {
        await expect(page.getByRole('link', { name: '← Aegisline' })).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
      await expect(main(page).getByRole('heading', { level: 1, name: route.h1 })).toBeVisible();
      expect(problems).toEqual([]);
      expect(contentRequests).toEqual([]);
    });
  }

  test('a stored dark theme is applied before the first paint of the server HTML', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // Scripts of the app blocked: only theme-init.js and the server's HTML and CSS are left.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/services');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await expect(page.getByRole('banner').getByRole('img', { name: 'Aegisline home' })).toHaveAttribute(
      'src',
      /\/logo-dark\.svg$/,
    );
  });
});

test("the page's code is requested once the server's HTML is painted, and no font download holds that paint", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const timings = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    entry: performance
      .getEntriesByType('resource')
      .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name))?.startTime,
  }));
  expect(timings.entry).toBeGreaterThanOrEqual(timings.firstPaint);
  // What the page starts with: no module script or preload (the font is found by layout, text meanwhile in the
  // metric-matched fallback). The app adds modulepreloads for its lazy chunks later, which is why the HTML is read.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|as="font"/);
});

test.describe("static sections stay the server's HTML", () => {
  const hasReactFiber = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

  test('text sections get no client code while the carousel near the top comes alive', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const carousel = page.locator('[data-section="heroCarousel"] > section');
    await expect.poll(() => carousel.evaluate(hasReactFiber)).toBe(true);
    const services = page.locator('[data-section="overview"] > section').first();
    await expect(services.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await services.evaluate(hasReactFiber)).toBe(false);
  });

  test('a form loads no code until it is reached for; what was typed meanwhile is kept', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/contact');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const form = page.getByRole('form', { name: 'Send us a message' });
    // Ready from the first paint: a press before the code comes is replayed on the live form.
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(await form.evaluate(hasReactFiber)).toBe(false);
    const loadedAtStart = scripts.length;
    expect(scripts.some((url) => /contact-section-/.test(url))).toBe(false);

    await form.getByRole('textbox', { name: /^Name/ }).pressSequentially('Ada Lovelace');
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
    // The first keystroke asks for the form's code; on a busy machine it may arrive after the last one.
    await expect.poll(() => form.evaluate(hasReactFiber)).toBe(true);
    expect(scripts.length).toBeGreaterThan(loadedAtStart);
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ada Lovelace');
    await expect(form.getByRole('textbox', { name: /^Name/ })).toBeFocused();
  });

  test('a tap that arrives before the code does is given to the control once it has come alive', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // Hold the footer accordion's code until the tap has happened on the server's markup.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/footer-link-accordion-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const trigger = page.getByRole('contentinfo').getByRole('button').first();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(await trigger.evaluate(hasReactFiber)).toBe(false);
    await trigger.click();
    release();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await trigger.evaluate(hasReactFiber)).toBe(true);
  });

  test('a link inside kept server HTML is followed by the router, without reloading the page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.evaluate(() => Object.assign(window, { samePageLoad: true }));
    const services = page.locator('[data-section="overview"]').first();
    const link = services.getByRole('link').first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(href ?? '/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { samePageLoad?: boolean }).samePageLoad)).toBe(true);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the server-rendered pages have no axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    // Only the server's HTML and CSS (and theme-init.js): what a visitor sees before the app's code arrives.
    await page.route('**/assets/*.js', (route) => route.abort());
    // /company's server HTML is checked by content-pages.spec.ts; one more page here outlasted the test's minute.
    for (const route of pages.filter(({ path }) => path !== '/company')) {
      await page.goto(route.path);
      await expect(main(page).getByRole('heading', { level: 1, name: route.h1 })).toBeVisible();
      await expectNoViolations(page, route.path);
    }
  });
}
