import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FormReply } from '../../contract/form-reply';
import type { PageRendererModule } from './load-page-renderer';
import { pageViewQuery } from './page-view-query';
import { isClientRenderedPath, isKnownClientRoute } from '../../contract/site-routes';
import { bodyForClient, encodedBodies } from '../http/encoded-bodies';
import { clientOnlyDocument, pageDocument } from './html-document';
import type { CachedPage, PageRenderCacheLimits, RenderReads } from './page-render-cache';
import { createPageRenderCache } from './page-render-cache';

export interface PageServingOptions {
  /** index.html with the runtime configuration, as the browser build left it. */
  template: string;
  /** The renderer's server build; without it every page is the client-rendered shell, as before. */
  renderer: PageRendererModule | null;
  siteUrl: string;
  fetch: typeof fetch;
  cacheLimits?: PageRenderCacheLimits;
  /** A render still running after this long is abandoned and the visitor gets the client-rendered shell. */
  renderTimeoutMs?: number;
  log: FastifyBaseLogger;
  /** Where a moved address leads now (counting the visit), or undefined; see the redirects table. */
  followRedirect?: (path: string) => Promise<string | undefined>;
  /** Whether a known client-rendered address names something that exists (a live preview link); yes when absent. */
  clientPageExists?: (path: string) => Promise<boolean>;
}

export const defaultRenderTimeoutMs = 10_000;

/** The render's fetch, noting each public answer it asks for (before the answer, so a change meanwhile counts). */
function recordingFetch(fetchAnswer: typeof fetch, reads: RenderReads): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    reads.add(new URL(url, 'http://server.invalid').pathname);
    return fetchAnswer(input, init);
  };
}

/** Answers every page address of the web target: server-rendered, or the bare shell where that is the design. */
export function createPageServing(options: PageServingOptions) {
  const cache = createPageRenderCache(options.cacheLimits);
  const clientOnly = encodedBodies(Buffer.from(clientOnlyDocument(options.template)));
  const shell = encodedBodies(Buffer.from(options.template));
  const timeoutMs = options.renderTimeoutMs ?? defaultRenderTimeoutMs;

  /** `kept`: the render may be stored (a 200 of a plain path), so it is compressed once for every visitor to come. */
  async function render(path: string, kept: boolean, reads?: RenderReads, formReply?: FormReply): Promise<CachedPage> {
    const renderer = options.renderer;
    if (!renderer) return { status: 200, bodies: shell };
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`render of ${path} took over ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      const page = await renderer.renderPage({
        url: path,
        siteUrl: options.siteUrl,
        fetch: reads ? recordingFetch(options.fetch, reads) : options.fetch,
        signal: controller.signal,
        ...(formReply ? { formReply } : {}),
      });
      const html = Buffer.from(pageDocument(options.template, page));
      // What no cache keeps is compressed on sending, for its one visitor (bodyForClient).
      return { status: page.status, bodies: kept && page.status === 200 ? encodedBodies(html) : { identity: html } };
    } catch (error) {
      // The browser can still render the page itself; a 503 keeps this answer out of the cache.
      options.log.warn({ err: error, path }, 'server render failed: answering the client-rendered shell');
      return { status: 503, bodies: shell };
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * A staff address that names no screen, or a preview link that shows nothing, still gets the shell (its router
   * or screen says what is missing), with a 404.
   */
  async function clientPageStatus(path: string): Promise<number> {
    if (!isKnownClientRoute(path)) return 404;
    return (await (options.clientPageExists?.(path) ?? true)) ? 200 : 404;
  }

  return {
    async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      const [path = '/', search = ''] = request.url.split('?', 2);
      // A filtered view (`?topic=…`) is rendered as asked but not cached: its values are the visitor's to choose,
      // and a flood of made-up ones must not push the pages everyone reads out of the cache.
      const view = pageViewQuery(search);
      // A stored render is a page, and every admin save that moves an address (a rename, a redirect added) clears
      // the store: only an address without one costs the redirect lookup.
      const mayHaveMoved = !isClientRenderedPath(path) && (view !== '' || !cache.has(path));
      const moved = mayHaveMoved ? await options.followRedirect?.(withoutTrailingSlash(path)) : undefined;
      // Permanent, so search engines move the old address's standing to the new one; the query string goes along.
      if (moved !== undefined) return reply.redirect(search === '' ? moved : `${moved}?${search}`, 301);
      const page = isClientRenderedPath(path)
        ? { status: await clientPageStatus(path), bodies: clientOnly }
        : view !== ''
          ? await render(`${path}${view}`, false)
          : await cache.get(path, (reads) => render(path, true, reads));
      // The client-rendered areas (staff screens, previews of drafts) are never indexed: the header says it to
      // crawlers that read no HTML, beside the shell's own robots meta.
      if (isClientRenderedPath(path)) void reply.header('X-Robots-Tag', 'noindex');
      // Compressed here, once per stored render, rather than by @fastify/compress on every request (which would not
      // see these answers anyway: most pages are sent from the not-found handler, which it does not hook).
      const { encoding, body } = bodyForClient(request.headers['accept-encoding'], page.bodies);
      if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
      return reply
        .status(page.status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .send(body);
    },
    /**
     * The answer to a form posted without JavaScript: the page at `path` rendered with the reply in its form, never
     * cached nor stored (it holds what one visitor typed), with the status the reply asks for (201 sent, 400 the
     * fields, 429 too many) unless the page itself could not be drawn.
     */
    async sendFormReply(
      request: FastifyRequest,
      reply: FastifyReply,
      answer: { path: string; formReply: FormReply; status: number },
    ): Promise<FastifyReply> {
      const page = await render(answer.path, false, undefined, answer.formReply);
      const { encoding, body } = bodyForClient(request.headers['accept-encoding'], page.bodies);
      if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
      return reply
        .status(page.status === 200 ? answer.status : page.status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Vary', 'Accept-Encoding')
        .send(body);
    },
    clearCache: cache.clear,
    invalidateCache: cache.invalidate,
    cacheStats: cache.stats,
  };
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export type PageServing = ReturnType<typeof createPageServing>;
