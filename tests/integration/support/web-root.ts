import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The built index.html's shape (vite.web.config.ts), so tests render pages through the server without a build. */
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Cyber resilience and digital transformation, engineered together." />
    <title>Aegisline</title>
    <script src="/theme-init.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A temporary web root holding only that index.html; the caller removes it. */
export function makeWebRoot(): string {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'site-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), template);
  return webRoot;
}
