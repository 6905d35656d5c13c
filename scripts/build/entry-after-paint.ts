import type { Plugin } from 'vite';

const entryScript = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/**
 * Replaces index.html's module script with `<meta name="app-entry">` (the entry's hashed address) and
 * `load-app.js`, which the server inlines and which requests the entry after the first paint: see that file for
 * why. The entry must be the only script the page starts with; a `modulepreload` would start the download early
 * again, so the build fails if one appears.
 */
export function moveEntryAfterFirstPaint(html: string): string {
  const match = entryScript.exec(html);
  if (match === null) throw new Error('load-entry-after-first-paint: no module entry script in index.html');
  if (html.includes('rel="modulepreload"'))
    throw new Error('load-entry-after-first-paint: index.html preloads modules, which the first paint would wait for');
  return html.replace(
    match[0],
    `<meta name="app-entry" content="${match[1]}" />\n    <script src="/load-app.js"></script>`,
  );
}

/** The web build's index.html through `moveEntryAfterFirstPaint`. */
export function loadEntryAfterFirstPaint(): Plugin {
  return {
    name: 'load-entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveEntryAfterFirstPaint },
  };
}
