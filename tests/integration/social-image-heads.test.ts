import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../renderer/src/ssr/entry-server';
import type { TestApp } from '../../server/test/test-app';
import { createTestApp } from '../../server/test/test-app';
import { makeWebRoot } from './support/web-root';

/*
 * Every public page names its own link-preview picture (issue 31), with its size and text, and the insights feed
 * (issue 30); the picture at that address is a 1200×630 PNG the server draws.
 */
const site = 'https://www.aegisline.example';
let test: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = makeWebRoot();
  test = await createTestApp({ webRoot, siteUrl: site, pageRenderer: { renderPage } });
}, 60_000);

afterAll(async () => {
  await test.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property.replace(/:/g, ':')}" content="([^"]*)" />`).exec(html)?.[1];

async function head(path: string) {
  const response = await test.app.inject(path);
  expect(response.statusCode, path).toBe(200);
  const html = response.body;
  return {
    html,
    image: metaContent(html, 'og:image'),
    width: metaContent(html, 'og:image:width'),
    height: metaContent(html, 'og:image:height'),
    alt: metaContent(html, 'og:image:alt'),
  };
}

describe('each public page’s head', () => {
  it('names its own picture, 1200×630 with its text, which the server draws', async () => {
    const paths = ['/', '/services', '/company/partners', '/services/cloud-security', '/privacy-policy'];
    const images = new Set<string>();
    for (const path of paths) {
      const { image, width, height, alt } = await head(path);
      expect(image, path).toMatch(new RegExp(`^${site}/og/(page|subpage)/[0-9a-f]{8}/[a-z0-9/-]+\\.png$`));
      expect([width, height], path).toEqual(['1200', '630']);
      expect(alt, path).toMatch(/ — Aegisline$/);
      images.add(image ?? '');
    }
    expect(images.size).toBe(paths.length);

    const services = (await head('/services')).image ?? '';
    const picture = await test.app.inject(services.slice(site.length));
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  }, 60_000);

  it('names an article’s picture drawn over its cover, and the insights listing’s and a topic’s own', async () => {
    const article = await head('/insights/log4shell-still-in-production');
    expect(article.image).toMatch(new RegExp(`^${site}/og/article/[0-9a-f]{8}/log4shell-still-in-production\\.png$`));
    expect(article.html).toContain(`"image":["${article.image}"]`);
    const picture = await test.app.inject((article.image ?? '').slice(site.length));
    expect(picture.statusCode).toBe(200);
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const listing = (await head('/insights')).image;
    expect(listing).toMatch(new RegExp(`^${site}/og/insights/`));
    const topics = /href="(\/insights\/topics\/[a-z0-9-]+)"/.exec((await head('/insights')).html)?.[1] ?? '';
    const topic = (await head(topics)).image;
    expect(topic).toMatch(new RegExp(`^${site}/og/topic/`));
    expect((await test.app.inject((topic ?? '').slice(site.length))).statusCode).toBe(200);
  }, 60_000);

  it('links the insights feed', async () => {
    for (const path of ['/', '/contact', '/no-such-page']) {
      const html = (await test.app.inject(path)).body;
      expect(html, path).toContain(
        '<link rel="alternate" type="application/atom+xml" title="Aegisline Insights" href="/insights/feed.xml" />',
      );
    }
  });
});
