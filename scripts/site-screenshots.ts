import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { startSiteServer } from './support/site-server';

/**
 * Full-page screenshots of every public page (the sitemap's addresses and the not-found page) at 1280 and 375 px,
 * in the light and the dark theme, of the built site served as `npm start` serves it, for a person to look at:
 * art direction and layout are judged by eye (issue 31). Besides the pages, the states a visitor reaches by acting
 * (a filtered listing, the search dialog with results, the forms' error messages, the cookie banner, the open
 * menus) are shot too, as they are seen: the viewport, not the whole page. Run `npm run build:web` first, then
 * `node --import tsx scripts/site-screenshots.ts [folder] [path-filter]`. SCREENSHOTS_ORIGIN shoots a server
 * already running instead of starting one; SCREENSHOTS_WIDTHS picks the widths.
 */
const folder = process.argv[2] ?? '/tmp/site-screenshots';
const only = process.argv[3];
const port = Number(process.env.SCREENSHOTS_SITE_PORT ?? 5098);
/** SCREENSHOTS_WIDTHS=1440,375 for other widths (issue 30 asks for 1440). */
const widths = (process.env.SCREENSHOTS_WIDTHS ?? '1280,375').split(',').map(Number);
const themes = ['light', 'dark'] as const;

const fileName = (address: string, width: number, theme: string): string =>
  `${address === '/' ? 'home' : address.slice(1).replaceAll('/', '--').replaceAll(/[?=&]/g, '_')}-${width}-${theme}.png`;

async function publicAddresses(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
  return [...addresses, '/insights?kind=guide', '/insights/topics/identity?kind=advisory', '/no-such-page'].filter(
    (address) => !only || address.includes(only),
  );
}

/** Lazily drawn sections and pictures load as they near the viewport: scroll through once, then back up. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    // Pictures marked `loading="lazy"` start loading as they come near: wait (up to 5 s) until every one has arrived.
    // Inline, not a named helper: tsx would wrap a named function in a helper the page does not have (`__name`).
    const pending = [...document.images]
      .filter((image) => image.getClientRects().length > 0 && !image.complete)
      .map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      );
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    window.scrollTo(0, 0);
    // The header hides while scrolling down and comes back on the way up: let it settle before the shot.
    await new Promise((resolve) => setTimeout(resolve, 400));
  });
  await page.waitForLoadState('networkidle');
}

/** A state reached by acting on a page, shot as the viewport shows it. */
interface State {
  name: string;
  address: string;
  act(page: Page, width: number): Promise<void>;
}

const pause = (page: Page, ms: number) => page.waitForTimeout(ms);

const states: State[] = [
  {
    name: 'search-results',
    address: '/',
    async act(page) {
      await page.keyboard.press('Control+k');
      await page.getByRole('searchbox', { name: 'Search pages and content' }).fill('zero trust');
      await page
        .getByRole('dialog', { name: 'Search' })
        .getByText(/results? for/)
        .waitFor();
    },
  },
  {
    name: 'contact-errors',
    address: '/contact',
    async act(page) {
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByRole('button', { name: 'Send message' }).click();
      await form
        .getByRole('textbox')
        .first()
        .evaluate((field) => field.scrollIntoView({ block: 'start' }));
      await pause(page, 300);
    },
  },
  {
    name: 'careers-apply-errors',
    address: '/company/careers',
    async act(page) {
      await page
        .locator('summary', { hasText: /apply for this role/i })
        .first()
        .click();
      const form = page.getByRole('form').first();
      await form
        .getByRole('button', { name: /submit|send|apply/i })
        .first()
        .click();
      await pause(page, 300);
      await form.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await pause(page, 300);
    },
  },
  {
    name: 'mobile-menu-or-dropdown',
    address: '/',
    async act(page, width) {
      if (width < 1024) await page.getByRole('button', { name: /menu/i }).first().click();
      else
        await page
          .getByRole('banner')
          .getByRole('button', { name: /services/i })
          .first()
          .hover();
      await pause(page, 500);
    },
  },
];

const server = process.env.SCREENSHOTS_ORIGIN
  ? { origin: process.env.SCREENSHOTS_ORIGIN, stop: () => undefined }
  : await startSiteServer({ port });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(folder, { recursive: true });
  const addresses = await publicAddresses(server.origin);
  const chosenStates = states.filter((state) => !only || `state-${state.name}`.includes(only));
  for (const theme of themes) {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
      // The cookie banner would cover the foot of every shot; it gets a shot of its own below.
      await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
      const page = await context.newPage();
      for (const address of addresses) {
        await page.goto(`${server.origin}${address}`, { waitUntil: 'networkidle' });
        await settle(page);
        await page.screenshot({ path: path.join(folder, fileName(address, width, theme)), fullPage: true });
      }
      for (const state of chosenStates) {
        await page.goto(`${server.origin}${state.address}`, { waitUntil: 'networkidle' });
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        try {
          await state.act(page, width);
          await page.screenshot({ path: path.join(folder, `state-${state.name}-${width}-${theme}.png`) });
        } catch (error) {
          console.error(`${state.name} at ${width} px, ${theme}: ${String(error)}`);
        }
      }
      await context.close();
      if (!only || 'state-cookie-banner'.includes(only)) {
        // The banner shows 10 s after a first visit without a stored choice.
        const fresh = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
        const visit = await fresh.newPage();
        await visit.goto(server.origin, { waitUntil: 'networkidle' });
        await visit.getByRole('region', { name: 'Cookie consent' }).waitFor({ timeout: 20_000 });
        await pause(visit, 600);
        await visit.screenshot({ path: path.join(folder, `state-cookie-banner-${width}-${theme}.png`) });
        await fresh.close();
      }
    }
  }
  console.log(`${addresses.length} pages × ${widths.length} widths × ${themes.length} themes in ${folder}`);
} finally {
  await browser.close();
  server.stop();
}
