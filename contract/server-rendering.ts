/**
 * The seam between the content server and the renderer's server build (`dist/ssr/entry-server.js`). The
 * server loads that file by path at run time, so neither imports the other's code: both import this.
 */

import type { FormReply } from './form-reply';

/**
 * `Fetch` and `Signal` are the platform's fetch and AbortSignal types: this module compiles without DOM or
 * Node types, so each side names them (both are the standard ones: `typeof fetch`, `AbortSignal`).
 */
export interface RenderPageRequest<Fetch = unknown, Signal = unknown> {
  /** Path and query of the address asked for, e.g. `/services`. */
  url: string;
  /** Absolute origin of the public site (SITE_URL), for canonical links and Open Graph URLs. */
  siteUrl: string;
  /** Answers the renderer's `/api/...` calls; the server passes one that asks its own routes in-process. */
  fetch: Fetch;
  /** Aborts a render that takes too long. */
  signal?: Signal;
  /** The answer to a form posted without JavaScript, drawn in that form (such a render is never cached). */
  formReply?: FormReply;
}

export interface RenderedPage {
  /** 200, or 404 when the address shows not-found. */
  status: number;
  /** Tags for <head>: title, description, canonical, Open Graph, JSON-LD and the page's CSS. */
  head: string;
  /** The markup of #root. */
  html: string;
  /** Dehydrated query state, JSON already escaped for a <script type="application/json"> element. */
  state: string;
}

export interface PageRendererModule<Fetch = unknown, Signal = unknown> {
  renderPage(request: RenderPageRequest<Fetch, Signal>): Promise<RenderedPage>;
}

/** The id of the element carrying the dehydrated query state; the browser entry reads it before hydrating. */
export const queryStateElementId = 'query-state';
