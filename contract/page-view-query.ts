/**
 * Query parameters that change what a public page shows: the articles list's filters (`?topic=…&type=…`), and the
 * insights listing's kind filter and page (`/insights?kind=advisory&page=2`, which reads `topic` too).
 * The server renders an address with them as the browser would, so a shared filtered link arrives filtered;
 * every other parameter (`utm_source`, …) changes nothing and shares the page's cached render.
 * Plain data, no schema library: the public renderer reads the same names.
 */
export const pageViewParams = { topic: 'topic', type: 'type', kind: 'kind', page: 'page' } as const;
