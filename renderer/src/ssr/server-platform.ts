import type { Platform } from '../lib/platform/platform';

/**
 * The platform of a server render: anonymous (public content needs no credentials) and asking the content
 * server's own routes through the fetch it was given. Nothing here touches window, document or storage.
 */
export function createServerPlatform(fetchApi: typeof fetch): Platform {
  const noToken = async () => {
    throw new Error('the server render never signs in');
  };
  return {
    kind: 'web',
    apiBase: '',
    authMode: 'token',
    authHeaders: async () => ({}),
    storeToken: noToken,
    clearToken: noToken,
    fetch: fetchApi,
    // A server render keeps nothing on any device.
    dataScope: () => 'server-render',
  };
}
