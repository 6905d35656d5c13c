import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * A web root holding only a bare `index.html`, made before a test file's tests and removed after them: enough for the
 * server to render pages through a test's own page renderer, with no build. Returns the folder (known once made).
 */
export function useTemporaryWebRoot(): () => string {
  let webRoot = '';
  beforeAll(() => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'site-web-'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
  return () => webRoot;
}
