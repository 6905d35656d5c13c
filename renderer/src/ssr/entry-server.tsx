import { CacheProvider } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { formReplyElementId } from '../../../contract/form-reply';
import type { RenderedPage, RenderPageRequest } from '../../../contract/server-rendering';
import { AppProviders } from '../app/app-providers';
import { AppRouteTree } from '../app/app-router';
import { resolvePublicRoute, routeQueries } from '../app/public-routes';
import { createQueryClient } from '../lib/api/query-client';
import { FormReplyContext } from '../lib/forms/form-reply';
import { setPlatform } from '../lib/platform/platform';
import { RenderStatusContext } from '../lib/render-status';
import { documentHead } from './document-head';
import { chakraGlobalStyles } from './chakra-global-styles';
import { createServerEmotionCache, emotionStyleTags } from './emotion-styles';
import { scriptJson } from './html-escape';
import { drewUnfetchedContent, routeContentFailed, routeHead } from './route-head';
import { createServerPlatform } from './server-platform';

/**
 * The renderer's server entry, built by `vite.ssr.config.ts` into dist/ssr/entry-server.js and loaded by
 * the content server by path. It renders the same component tree as `main.tsx`, inside a StaticRouter:
 *
 * - the route's declared queries are fetched first (`public-routes.ts`), through the same query modules
 *   the browser uses, and sent along dehydrated so the browser does not fetch them again;
 * - `prerender` (react-dom/static) waits for every lazy component and Suspense boundary, so the page body
 *   (a lazy chunk in the browser) is in the HTML, not its skeleton; renderToString would write the
 *   fallbacks, and streaming would not help, since the answer is cached whole and its status depends on
 *   the finished render;
 * - the site's own components are styled by CSS modules (one stylesheet, linked by index.html); Chakra's global
 *   styles go into every head (chakra-global-styles.tsx), and the CSS of what Chakra draws on this page (the
 *   sections and screens that load Chakra with their code) is written by emotion into a per-render cache whose
 *   CSS goes into <head> too (see emotion-styles.ts).
 */
const maxPasses = 4;

/** Markers React writes for a Suspense boundary whose content came after the shell. */
const hasPendingBoundaries = (html: string) => html.includes('<template id="B:') || html.includes('id="S:');

async function renderOnce(request: RenderPageRequest<typeof fetch, AbortSignal>, client: QueryClient) {
  const emotionCache = createServerEmotionCache();
  let renderedStatus = 200;
  const { prelude } = await prerender(
    <CacheProvider value={emotionCache}>
      <RenderStatusContext.Provider value={(status) => (renderedStatus = status)}>
        <StrictMode>
          <FormReplyContext.Provider value={request.formReply}>
            <AppProviders queryClient={client}>
              <StaticRouter location={request.url}>
                <AppRouteTree />
              </StaticRouter>
            </AppProviders>
          </FormReplyContext.Provider>
        </StrictMode>
      </RenderStatusContext.Provider>
    </CacheProvider>,
    // Never outline a finished boundary into a segment completed by an inline script: the page must be
    // whole without JavaScript, and the CSP allows no inline scripts.
    { signal: request.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text(), emotionCache, renderedStatus };
}

export async function renderPage(request: RenderPageRequest<typeof fetch, AbortSignal>): Promise<RenderedPage> {
  // One content server per process: every render of it asks the same in-process fetch.
  setPlatform(createServerPlatform(request.fetch));
  // The path as the router below reads it: a URL object would resolve dot segments and backslashes (`/services/..`
  // is `/`), and the prefetch would then fetch another page than the one drawn.
  const [path = '/', search = ''] = request.url.split('#', 1)[0]?.split('?', 2) ?? [];
  const route = resolvePublicRoute(path, search);
  const client = createQueryClient();
  await Promise.all(routeQueries(route).map((load) => load(client)));

  let rendered = await renderOnce(request, client);
  // Should a boundary still come out as a placeholder completed by an inline script (which the CSP forbids,
  // and which needs JavaScript), render again: React.lazy keeps what an earlier render loaded.
  for (let pass = 1; pass < maxPasses && hasPendingBoundaries(rendered.html); pass += 1) {
    rendered = await renderOnce(request, client);
  }
  if (hasPendingBoundaries(rendered.html)) throw new Error(`${request.url} still suspends after ${maxPasses} renders`);
  // Thrown, so the server logs it and answers the client-rendered shell (a 503 it does not cache).
  if (drewUnfetchedContent(client)) throw new Error(`${request.url} drew page content it did not fetch first`);
  const { html, emotionCache, renderedStatus } = rendered;

  const status = routeContentFailed(route, client) ? 503 : renderedStatus;
  const head = [
    documentHead(request.siteUrl, routeHead(route, client, request.siteUrl)),
    await chakraGlobalStyles(),
    emotionStyleTags(emotionCache),
    // Data, not script (like the query state): the browser's form says what the server's did.
    ...(request.formReply
      ? [`<script type="application/json" id="${formReplyElementId}">${scriptJson(request.formReply)}</script>`]
      : []),
  ].join('\n    ');
  const state = scriptJson(dehydrate(client));
  client.clear();
  return { status, head, html, state };
}
