import { forwardApiRequest } from './api-forwarding';
import type { ApiForwardingDeps } from './api-forwarding';
import { appHost } from './app-origin';
import { resolveAppFile } from './resolve-app-file';
import type { FileReader } from './static-files';
import { notFound, serveFile } from './static-files';

export interface AppProtocolDeps extends ApiForwardingDeps {
  /** The built renderer (`out/renderer`). */
  rendererRoot: string;
  readFile?: FileReader;
}

/**
 * The `app://` handler: `/api/...` goes to the active backend, and so do the media library's pictures
 * (`/media/...`, public, sent without the token); everything else is a renderer file.
 */
export function createAppProtocolHandler(deps: AppProtocolDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    if (url.host !== appHost) return notFound();
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return forwardApiRequest(request, deps);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
    }
    if (url.pathname.startsWith('/media/')) return forwardApiRequest(request, deps, { withToken: false });
    const file = resolveAppFile(deps.rendererRoot, request.url);
    return file ? serveFile(file, deps.readFile) : notFound();
  };
}
