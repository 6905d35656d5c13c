import { rmSync } from 'node:fs';
import { defaultCtaContent } from '../../contract/global-components/default-cta-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../renderer/src/ssr/entry-server';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import {
  loadSeededContentAt0017,
  seededPageTextAt0017,
} from '../../server/db/migrations/fixtures/0017-fixtures.test-support';
import type { TestApp } from '../../server/test/test-app';
import { createTestApp } from '../../server/test/test-app';
import { footerBeforeInsights } from './support/footer-before-insights';
import { visibleText } from './support/visible-text';
import { makeWebRoot } from './support/web-root';

let test: TestApp;
let webRoot: string;

/**
 * Issue 28's migration test: the seeded site's pages as the version before blocks stored them (keyed content,
 * recorded in 0017-seeded-content.json) are migrated to blocks (and on, their prose to rich text by 0020), and every
 * published page, rendered through the server with the renderer's server entry, reads exactly as it did before
 * (0017-seeded-page-text.json).
 */
beforeAll(async () => {
  webRoot = makeWebRoot();
  test = await createTestApp({ webRoot, siteUrl: 'https://www.aegisline.example', pageRenderer: { renderPage } });
  // The header, footer and media library stay as seeded; the pages become the recorded 0017 rows.
  await migrateTo(test.app.db, '0017-shared-across-instances');
  await loadSeededContentAt0017(test.app.db);
  await migrateToLatest(test.app.db);
  await footerBeforeInsights(test.app.db);
}, 60_000);

afterAll(async () => {
  await test.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const sharedCallToAction = [
  defaultCtaContent.title,
  defaultCtaContent.description,
  defaultCtaContent.primary.text,
  defaultCtaContent.secondary?.text ?? '',
].join('');

describe('the seeded site after the migration to blocks', () => {
  it.each(Object.entries(seededPageTextAt0017()))('%s reads as it did before blocks', async (address, before) => {
    const response = await test.app.inject({ method: 'GET', url: address });
    expect(response.statusCode).toBe(200);
    // Since issue 31 the contact form is the contact page's own call to action: it no longer ends with the shared one.
    const expected = address === '/contact' ? before.replace(sharedCallToAction, '') : before;
    expect(expected).not.toBe(address === '/contact' ? before : '');
    expect(visibleText(response.body)).toBe(expected);
  });

  it('stores every page as blocks', async () => {
    const rows = await test.app.db.selectFrom('pages').select('content').execute();
    expect(rows.every((row) => Array.isArray(JSON.parse(row.content)))).toBe(true);
  });
});
