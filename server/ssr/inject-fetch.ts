import type { FastifyInstance } from 'fastify';

function requestHeaders(init: ConstructorParameters<typeof Headers>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

/**
 * A fetch answered by the app's own routes through `app.inject`, for the server render. Chosen over calling
 * the repositories directly: the render goes through exactly what the browser's request would (slug
 * checks, the 404 for drafts, the published-content rules, the micro-cache), and the renderer's query
 * modules stay the only code that turns answers into page data. In-process, so no socket and no port.
 */
export function createInjectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const target = new URL(url, 'http://server.invalid');
    const answer = await app.inject({
      // The render only reads public content.
      method: init?.method === 'HEAD' ? 'HEAD' : 'GET',
      url: `${target.pathname}${target.search}`,
      headers: requestHeaders(init?.headers),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') responseHeaders.set(name, value);
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
