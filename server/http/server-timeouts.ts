/**
 * How long a client may take, so a slow or stalled client cannot hold a socket (and its memory) for as
 * long as it likes. Documented in the README; the load balancer in front should use shorter idle timeouts
 * than these so it, not we, closes idle keep-alive connections first.
 */
export interface ServerTimeouts {
  /** The request line and every header must arrive within this. */
  headersMs: number;
  /**
   * The whole request: its body must have arrived within this (a 5 MB résumé on a slow line fits; Node answers
   * 408), and its answer must have begun within it too (http/idle-sockets answers 503 to a request the server
   * is still working on after this).
   */
  requestMs: number;
  /**
   * A socket with no traffic in either direction is closed after this, unless the server is working on its
   * request (all of it arrived, the answer has not begun): see http/idle-sockets.
   */
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

/**
 * The same values in the shape Fastify's factory takes (`http` goes to Node's http.createServer). Node checks
 * `requestTimeout` only until the request has arrived; `connectionTimeout` is the socket's idle timeout, which
 * Node would apply even while a handler works, so `closeOnlyIdleSockets` must be installed with these.
 */
export function fastifyTimeoutOptions(timeouts: ServerTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
  };
}
