export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type Reachability =
  | { reachable: true; status: number; latencyMs: number; path: string }
  | { reachable: false; status: number | null; latencyMs: number; error: string };

/** Answered by our own server without signing in: the health check first, a public list where it is absent. */
export const reachabilityPaths = ['/healthz', '/api/public/pages'] as const;
const pingTimeoutMs = 5_000;

/**
 * Asks a backend whether it is there before anyone relies on it (the hosted URL editor, diagnostics): no
 * cookies, no token, no redirects followed. Only a 2xx counts: a proxy in front of a dead server answers too.
 */
export async function pingBackend(
  baseUrl: string,
  fetch: FetchLike,
  now: () => number = () => performance.now(),
): Promise<Reachability> {
  const started = now();
  let last: Reachability = { reachable: false, status: null, latencyMs: 0, error: 'Not tried' };
  for (const path of reachabilityPaths) {
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'GET',
        headers: { accept: 'application/json' },
        credentials: 'omit',
        redirect: 'error',
        signal: AbortSignal.timeout(pingTimeoutMs),
      });
      const latencyMs = Math.round(now() - started);
      if (response.ok) return { reachable: true, status: response.status, latencyMs, path };
      last = { reachable: false, status: response.status, latencyMs, error: `${path} answered ${response.status}` };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { reachable: false, status: null, latencyMs: Math.round(now() - started), error: message };
    }
  }
  return last;
}

export function describeReachability(result: Reachability): string {
  return result.reachable
    ? `Reachable: ${result.path} answered ${result.status} in ${result.latencyMs} ms.`
    : `Not reachable: ${result.error}.`;
}
