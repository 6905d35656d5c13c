import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '../../contract/api-error';
import { bearerSecret } from './authentication';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route reads multipart/form-data (a file upload); every other write takes JSON or nothing. */
    acceptsMultipart?: boolean;
    /**
     * This route is a public form's target for browsers without JavaScript (`/forms/*`), which post
     * application/x-www-form-urlencoded: accepted there only, after the same origin check. It acts on no session.
     */
    acceptsForm?: boolean;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** `none`: typed into the address bar or sent by a non-browser client; nothing a third-party page can cause. */
const trustedFetchSites = new Set(['same-origin', 'none']);

export const crossSiteMessage = 'Cross-site requests are refused: send this from the site itself';
export const jsonOnlyMessage = 'Send the request body as JSON (Content-Type: application/json)';

/** Whether Origin names the host the request was sent to (URL drops default ports on both sides alike). */
function isSameHost(origin: string, host: string): boolean {
  try {
    const parsed = new URL(origin);
    return parsed.host === new URL(`${parsed.protocol}//${host}`).host;
  } catch {
    return false; // `null` (sandboxed frames, some redirects) and anything unparsable
  }
}

/** What the browser says about where a request came from; a client that says nothing is not a browser. */
function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return !trustedFetchSites.has(fetchSite);
  const origin = request.headers.origin;
  return origin !== undefined && !isSameHost(origin, request.host);
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function isAcceptedBody(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return true;
  const { config } = request.routeOptions;
  if (type === 'application/x-www-form-urlencoded') return config.acceptsForm === true;
  return type === 'multipart/form-data' && config.acceptsMultipart === true;
}

/**
 * CSRF defence for everything a cookie can authorise. A browser attaches the session cookie (SameSite=Lax)
 * to requests from sibling subdomains and other ports of the same site, so SameSite alone is not enough:
 * a write must come from this origin (Sec-Fetch-Site, else Origin) and carry JSON, which no HTML form and
 * no cross-origin fetch without a CORS preflight can send. Multipart is accepted only by upload routes,
 * after the same origin check. Requests with a bearer token are exempt: a browser never adds one by itself.
 */
export const sameOriginWrites = fp(async (app) => {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (safeMethods.has(request.method) || bearerSecret(request) !== null) return;
    if (isCrossSite(request)) {
      return reply.status(403).send({ error: crossSiteMessage } satisfies ApiErrorBody);
    }
    if (hasBody(request) && !isAcceptedBody(request)) {
      return reply.status(415).send({ error: jsonOnlyMessage } satisfies ApiErrorBody);
    }
  });
});
