import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface InlinedHead {
  html: string;
  /** CSP sources (`'sha256-…'`) for the scripts now inline, which `script-src 'self'` alone would block. */
  scriptHashes: string[];
}

// Only small scripts are worth a copy in every page; anything larger stays a cached request. The site's
// stylesheet (its CSS modules and font faces) is inlined up to a larger size: a first visit cannot paint
// before it has it, and a separate request costs a round trip more than its few compressed kilobytes.
const maxInlineBytes = { script: 8 * 1024, stylesheet: 64 * 1024 } as const;
const scriptTag = /<script src="(\/[\w./-]+\.js)"><\/script>/g;
const stylesheetTag = /<link rel="stylesheet"(?: crossorigin)? href="(\/[\w./-]+\.css)">/g;

function readAsset(webRoot: string, urlPath: string, kind: keyof typeof maxInlineBytes): string | null {
  const file = path.join(webRoot, path.normalize(urlPath));
  if (!file.startsWith(webRoot + path.sep) || !existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  return Buffer.byteLength(text) <= maxInlineBytes[kind] ? text : null;
}

/**
 * Puts the render-blocking files of index.html's head into the page itself: the theme script (which must run
 * before first paint) and the site's stylesheet. Each was a round trip before anything could be
 * painted, the longest wait of a first visit on a slow mobile connection. The inline script gets a CSP hash.
 */
export function inlineHeadAssets(template: string, webRoot: string): InlinedHead {
  const scriptHashes: string[] = [];
  const html = template
    .replace(scriptTag, (tag, src: string) => {
      const code = readAsset(webRoot, src, 'script');
      if (code === null || code.includes('</script')) return tag;
      scriptHashes.push(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
      return `<script>${code}</script>`;
    })
    .replace(stylesheetTag, (tag, href: string) => {
      const css = readAsset(webRoot, href, 'stylesheet');
      return css === null || css.includes('</style') ? tag : `<style>${css}</style>`;
    });
  return { html, scriptHashes };
}
