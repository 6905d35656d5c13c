/**
 * How long a client may take, so a slow or stalled client cannot hold a socket (and its memory) for as
 * long as it likes. Documented in the README; the load balancer in front should use shorter idle timeouts
 * than these so it, not we, closes idle keep-alive connections first.
 */
export interface ServerTimeouts {
  /** The request line and every header must arrive within this. */
  headersMs: number;
  /** The whole request, body included (a 5 MB résumé on a slow line fits). */
  requestMs: number;
  /** A socket with no traffic at all in either direction is closed after this. */
  idleMs: number;
  /** A keep-alive socket waits this long for the next request. */
  keepAliveMs: number;
  /** How often Node looks for requests over their header or request time (its default is 30 s). */
  checkIntervalMs: number;
}

export const defaultServerTimeouts: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 60_000,
  idleMs: 30_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 1_000,
};

/** The same values in the shape Fastify's factory takes (`http` goes to Node's http.createServer). */
export function fastifyTimeoutOptions(timeouts: ServerTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
  };
}
