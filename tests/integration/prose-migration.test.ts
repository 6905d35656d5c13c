import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../renderer/src/ssr/entry-server';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import {
  loadProsePagesAt0019,
  prosePageTextAt0019,
} from '../../server/db/migrations/fixtures/0019-prose-fixtures.test-support';
import type { TestApp } from '../../server/test/test-app';
import { createTestApp } from '../../server/test/test-app';
import { visibleText } from './support/visible-text';
import { makeWebRoot } from './support/web-root';
import { footerBeforeInsights } from './support/footer-before-insights';

let test: TestApp;
let webRoot: string;

/**
 * Issue 28 §2's migration test: pages whose every prose field held plain text full of what rich text reads as markup
 * (asterisks, brackets, HTML, a heading, list, quote or number at a line's start, blank lines), stored as 0019 stored
 * them, are migrated to rich text, and each, rendered through the server with the renderer's server entry, reads
 * exactly as it did before (0019-prose-page-text.json, recorded from the renderer before rich text). The seeded
 * site's pages go through this migration too, in blocks-migration.test.ts.
 */
beforeAll(async () => {
  webRoot = makeWebRoot();
  test = await createTestApp({ webRoot, siteUrl: 'https://www.aegisline.example', pageRenderer: { renderPage } });
  await migrateTo(test.app.db, '0019-blocks');
  await loadProsePagesAt0019(test.app.db);
  await migrateToLatest(test.app.db);
  await footerBeforeInsights(test.app.db);
}, 60_000);

afterAll(async () => {
  await test.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('plain prose after the migration to rich text', () => {
  it.each(Object.entries(prosePageTextAt0019()))('%s reads as it did before rich text', async (address, before) => {
    const response = await test.app.inject({ method: 'GET', url: address });
    expect(response.statusCode).toBe(200);
    expect(visibleText(response.body)).toBe(before);
  });
});
