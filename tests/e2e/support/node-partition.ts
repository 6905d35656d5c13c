import type { BackendSession } from '../../../main/backend-sessions';

/**
 * What an Electron partition gives main's forwarding: a fetch that keeps that backend's cookies to itself.
 * Node's fetch has no cookie store, so this one keeps `name=value` pairs from Set-Cookie (dropping expired
 * ones) and sends them back to the same backend only.
 */
export function createNodePartition(): BackendSession & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  const fetchWithJar = async (input: string | Request | URL, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator < 1) continue;
      const name = pair.slice(0, separator).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', value = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
        return false;
      });
      if (expired) cookies.delete(name);
      else cookies.set(name, pair.slice(separator + 1).trim());
    }
    return response;
  };
  return {
    cookies,
    fetch: fetchWithJar as BackendSession['fetch'],
    clearStorageData: async () => {
      cookies.clear();
    },
    setPermissionRequestHandler: () => undefined,
    setPermissionCheckHandler: () => undefined,
  };
}
