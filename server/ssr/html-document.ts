import type { RenderedPage } from '../../contract/server-rendering';
import { queryStateElementId } from '../../contract/server-rendering';

const titlePattern = /<title>[^<]*<\/title>\s*/;
const descriptionPattern = /<meta name="description"[^>]*>\s*/;
const emptyRoot = '<div id="root"></div>';

/**
 * The built index.html (its script and style links, theme-init.js, the runtime configuration) with a
 * rendered page in it: the page's own head tags replace the generic title and description, its markup
 * fills #root, and the query state it was rendered from follows as inert JSON (the CSP allows no inline
 * scripts, and a `type="application/json"` element is data, not a script).
 */
export function pageDocument(template: string, page: RenderedPage): string {
  if (!template.includes(emptyRoot)) throw new Error('index.html has no empty <div id="root"></div>');
  const state = `<script type="application/json" id="${queryStateElementId}">${page.state}</script>`;
  return template
    .replace(titlePattern, '')
    .replace(descriptionPattern, '')
    .replace('</head>', `  ${page.head}\n  </head>`)
    .replace(emptyRoot, () => `<div id="root">${page.html}</div>\n    ${state}`);
}

/** The client-rendered shell for staff and developer tools: never indexed. */
export function clientOnlyDocument(template: string): string {
  return template.replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>');
}
