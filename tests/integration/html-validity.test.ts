import { rmSync } from 'node:fs';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../renderer/src/ssr/entry-server';
import type { TestApp } from '../../server/test/test-app';
import { createTestApp } from '../../server/test/test-app';
import { makeWebRoot } from './support/web-root';

/**
 * The server's HTML is valid (issue 31): html-validate's `standard` preset on every public route the sitemap
 * lists, and on the not-found page. Before, every page had 2–14 errors, all a <div> inside a <button> (the
 * accordions' and disclosures' indicators).
 */
const site = 'https://www.aegisline.example';
let test: TestApp;
let webRoot: string;
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

beforeAll(async () => {
  webRoot = makeWebRoot();
  test = await createTestApp({ webRoot, siteUrl: site, pageRenderer: { renderPage } });
}, 60_000);

afterAll(async () => {
  await test.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the server-rendered HTML', () => {
  it('has no errors under html-validate’s standard preset on any public route', async () => {
    const sitemap = (await test.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(paths.length).toBeGreaterThan(20);
    const problems: string[] = [];
    // The insights pages (issue 30) whether or not the sitemap lists them: the listing filtered and paged, a topic
    // page, one article of each kind.
    const insights = [
      '/insights',
      '/insights?kind=guide',
      '/insights?page=2',
      '/insights/topics/cloud-security',
      '/insights/log4shell-still-in-production',
      '/insights/regional-insurer-phishing-reduction',
      '/insights/zero-trust-in-eight-steps',
      '/insights/prompt-injection-is-access-control',
      '/insights/crest-accreditation',
    ];
    for (const path of [...new Set([...paths, ...insights]), '/no-such-page']) {
      const html = (await test.app.inject({ method: 'GET', url: path })).body;
      const report = await validator.validateString(html, path);
      for (const result of report.results)
        for (const message of result.messages) problems.push(`${path}: ${message.ruleId} ${message.message}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
