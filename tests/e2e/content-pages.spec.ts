import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/search-dialog';
import { expectNoViolations } from './support/axe-check';

/** Every public content page with its seeded h1 and one heading of its content below the hero. */
const seededPages = [
  {
    path: '/',
    h1: 'Modernise without widening your attack surface',
    section: 'Why organisations choose Aegisline',
  },
  {
    path: '/home',
    h1: 'Modernise without widening your attack surface',
    section: 'Where we are helping clients now',
  },
  {
    path: '/digital-transformation',
    h1: 'Digital transformation, secure by design',
    section: 'Transformation is where most security risk is created',
  },
  { path: '/solutions', h1: 'Solutions', section: 'How we work on a problem' },
  { path: '/services', h1: 'Services', section: 'About our services' },
  { path: '/products', h1: 'Products and accelerators', section: 'Guardrail Library' },
  { path: '/company', h1: 'About Aegisline', section: 'What we value' },
  { path: '/company/partners', h1: 'Partners', section: 'Our alliance network' },
  { path: '/company/careers', h1: 'Careers at Aegisline', section: 'Open roles' },
  { path: '/company/resources', h1: 'Resources', section: 'Guides, briefings and case studies' },
  { path: '/company/news', h1: 'News', section: 'Latest from Aegisline' },
  { path: '/contact', h1: 'Contact us', section: 'Before you get in touch' },
  { path: '/services/cloud-security', h1: 'Cloud security services', section: 'Engineers who build, not only review' },
  {
    path: '/solutions/hybrid-and-supplier-access',
    h1: 'One stolen login should not open the whole network',
    section: 'Where the exposure usually sits',
  },
  { path: '/privacy-policy', h1: 'Privacy Policy', section: 'Information we collect' },
  { path: '/terms-of-service', h1: 'Terms of Service', section: 'Reporting a vulnerability' },
  { path: '/cookie-policy', h1: 'Cookie Policy', section: 'What cookies and local storage are' },
];

const main = (page: Page) => page.getByRole('main');

test.describe('content pages', () => {
  for (const { path, h1, section } of seededPages) {
    test(`${path} shows its h1 and its sections`, async ({ page }) => {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(main(page).getByRole('heading', { level: 2, name: section })).toBeVisible();
    });
  }

  test('an unknown page shows "Page not found"', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('a page whose content cannot be loaded shows a skeleton, then the failure, and "Try again" loads it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    let failing = true;
    let releaseFirstAnswer = () => {};
    const firstAnswerReleased = new Promise<void>((resolve) => (releaseFirstAnswer = resolve));
    await page.route('**/api/public/pages/services', async (route) => {
      if (!failing) return route.continue();
      await firstAnswerReleased;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Unavailable"}' });
    });

    await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).first().click();
    await expect(main(page).getByLabel('Loading page')).toBeVisible();
    releaseFirstAnswer();
    // The client makes 3 attempts with backoff before it gives up: move the clock past the waits.
    const failure = main(page).getByText('Failed to fetch page');
    await expect
      .poll(async () => {
        await page.clock.fastForward(5_000);
        return failure.isVisible();
      })
      .toBe(true);
    await expect(main(page).getByText('Check your connection and try again.')).toBeVisible();

    failing = false;
    await main(page).getByRole('button', { name: 'Try again' }).click();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Services');
    await expect(failure).toHaveCount(0);
  });

  test('policy text shows its formatting: bold, links and numbered steps, with JavaScript off too', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/terms-of-service');
    const clause = main(page).getByRole('article', { name: 'Reporting a vulnerability' });
    await expect(clause.locator('strong', { hasText: 'five working days' })).toBeVisible();
    await expect(clause.getByRole('link', { name: 'hello@aegisline.example' })).toHaveAttribute(
      'href',
      'mailto:hello@aegisline.example',
    );
    await expect(clause.getByRole('listitem')).toHaveCount(3);
    await expect(clause.getByText('**')).toHaveCount(0);
    await context.close();
  });

  test('partners show their key capabilities', async ({ page }) => {
    await page.goto('/company/partners');
    const profile = main(page).getByRole('article', { name: 'Tessellate Identity' });
    await expect(profile.getByText('Key capabilities')).toBeVisible();
    await expect(profile.getByRole('heading', { level: 3, name: 'Privileged access' })).toBeVisible();
    await expect(profile.getByText('Just-in-time elevation')).toBeVisible();
  });

  test('careers: the banner links to the openings, which show requirements and benefits', async ({ page }) => {
    await page.goto('/company/careers');
    await main(page).getByRole('link', { name: 'See open roles' }).click();
    await expect(page).toHaveURL(/#job-listings-section$/);
    const listings = page.locator('#job-listings-section');
    await expect(listings).toBeInViewport();

    const posting = listings.getByRole('article', { name: 'Senior Cloud Security Engineer' });
    await posting.locator('summary', { hasText: 'Requirements' }).click();
    await expect(posting.getByText('Fluency with Terraform or a comparable infrastructure-as-code tool')).toBeVisible();
    await posting.locator('summary', { hasText: 'Benefits' }).click();
    await expect(posting.getByText('Annual bonus linked to company performance')).toBeVisible();

    await posting.locator('summary', { hasText: 'Apply for this role' }).click();
    await expect(posting.getByRole('heading', { name: 'Apply for Senior Cloud Security Engineer' })).toBeVisible();
    await expect(posting.getByRole('textbox', { name: 'Full name' })).toBeVisible();
  });

  test('the FAQ works from the keyboard: Tab to a question, Enter or Space opens and closes it', async ({ page }) => {
    await page.goto('/contact');
    const question = (name: string) => main(page).locator('summary', { hasText: name });
    const first = question('How quickly will you respond to an enquiry?');
    const second = question('Can we sign a non-disclosure agreement before sharing details?');
    const answer = main(page).getByText('If your enquiry is about an upcoming deadline', { exact: false });
    await first.focus();
    await expect(answer).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second.locator('xpath=..')).toHaveAttribute('open', '');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();
  });

  test('a malformed section is skipped and the rest of the page still renders', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/api/public/pages/products', async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { blocks: unknown[] };
      // A broken block first, so everything after it must still render.
      const broken = { id: 'broken-faq', type: 'faq', data: { title: 'Broken questions', items: 'not a list' } };
      answer.blocks = [broken, ...answer.blocks];
      await route.fulfill({ response, json: answer });
    });
    // The server renders the stored page; a visit within the app fetches it in the browser.
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/products');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(main(page).getByRole('heading', { level: 1, name: 'Products and accelerators' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Guardrail Library' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'See an accelerator in action' })).toBeVisible();
    await expect(main(page).getByText('Broken questions')).toHaveCount(0);
    expect(warnings.some((text) => text.includes('Skipped section "faq"'))).toBe(true);
  });

  test('home opens with one still message; its featured stories carousel has labelled controls', async ({ page }) => {
    await page.goto('/');
    const banner = page.locator('#banner');
    await expect(
      banner.getByRole('heading', { level: 1, name: 'Modernise without widening your attack surface' }),
    ).toBeVisible();
    await expect(banner.getByRole('button')).toHaveCount(0);

    const stories = main(page).getByRole('region', { name: 'Where we are helping clients now' });
    await stories.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(stories.getByRole('heading', { level: 3, name: 'Cloud security posture at scale' })).toBeVisible();
    await stories.getByRole('button', { name: 'Next slide' }).click();
    await expect(
      stories.getByRole('heading', { level: 3, name: '24/7 detection with an AI-assisted fusion centre' }),
    ).toBeVisible();
    // A client's logo is a picture, loaded as it nears the viewport.
    const logo = main(page)
      .getByRole('region', { name: /^Trusted by organisations/ })
      .getByRole('img', { name: 'Harrowgate Mutual logo' })
      .first();
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toBeVisible();
  });

  test('nothing overflows sideways on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/', '/company/partners', '/company/careers', '/contact', '/services/cloud-security']) {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

for (const theme of ['light', 'dark'] as const) {
  // Every page of the content issue: fixed pages, a dynamic page, a subpage and the three policies.
  const axePaths = [
    '/',
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
    '/privacy-policy',
    '/terms-of-service',
    '/cookie-policy',
  ];
  for (const path of axePaths) {
    test(`${path} content has no accessibility violations (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      // The page body (every section after the opening) has arrived once its placeholder is gone.
      await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoViolations(page, `${path} (${theme})`, { include: 'main' });
    });
  }
}
