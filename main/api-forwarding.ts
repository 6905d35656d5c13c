import type { BackendInfo } from '../contract/desktop-bridge';
import type { BackendRequestDeps } from './backend-request';
import { callBackend } from './backend-request';
import { originOf } from './hosted-url';
import { guardAnswer, isSignInRequest } from './sign-in-capture';

// Only what the renderer's http client sends; anything else (cookies, Origin, a forged Authorization) stays behind.
// `if-match` names the version an admin write changes; without it every save would be refused with 428.
const forwardedRequestHeaders = [
  'accept',
  'accept-language',
  'content-type',
  'if-match',
  'if-none-match',
  'if-modified-since',
];
// Cookies live in the backend's partition: passing Set-Cookie on would plant them in the app:// session too.
// The network stack has already decompressed the body, so its encoding and length no longer describe it.
const droppedResponseHeaders = ['set-cookie', 'set-cookie2', 'content-encoding', 'content-length', 'transfer-encoding'];
// Bodies that cannot be a JSON answer are streamed as they come (pictures, downloads, an open editor's event
// stream, which never ends while the editor is open); everything else is read whole, so a token in it can be
// taken out (see guardAnswer). A sign-in answer is read whole whatever its type.
const streamedTypes = /^(image|audio|video|font)\/|^application\/(octet-stream|pdf|zip)|^text\/event-stream/i;

function mayHoldToken(method: string, pathname: string, response: Response): boolean {
  return isSignInRequest(method, pathname) || !streamedTypes.test(response.headers.get('content-type') ?? '');
}

export interface ApiForwardingDeps extends BackendRequestDeps {
  activeBackend(): BackendInfo;
  /** Keeps a token taken from a sign-in answer, for the origin that issued it. */
  keepToken(origin: string, token: string): Promise<void>;
}

/** `app://site/api/...` -> the active backend, so the renderer only ever talks to its own origin. */
export async function forwardApiRequest(
  request: Request,
  deps: ApiForwardingDeps,
  options: { withToken: boolean } = { withToken: true },
): Promise<Response> {
  const url = new URL(request.url);
  const backend = deps.activeBackend();
  const headers = new Headers();
  for (const name of forwardedRequestHeaders) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const response = await callBackend(
      {
        backend,
        pathAndQuery: `${url.pathname}${url.search}`,
        method: request.method,
        headers,
        body: hasBody ? await request.arrayBuffer() : undefined,
        withToken: options.withToken && backend.authMode === 'token',
        signal: request.signal,
      },
      deps,
    );
    const responseHeaders = new Headers(response.headers);
    for (const name of droppedResponseHeaders) responseHeaders.delete(name);
    // The page learns who signed in, never the token: main keeps it and adds it to later forwarded calls.
    // Whatever the path (a trailing slash, `%2D`, another case), no answer hands the page a token.
    const body = mayHoldToken(request.method, url.pathname, response)
      ? await guardAnswer(request.method, url.pathname, await response.text(), (token) =>
          deps.keepToken(originOf(backend.baseUrl), token),
        )
      : response.body;
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: responseHeaders,
    });
  } catch {
    // What a reverse proxy answers when its upstream is down; the renderer's retry policy treats it as transient.
    return new Response(JSON.stringify({ error: `${backend.label} is unreachable` }), {
      status: 502,
      headers: { 'content-type': 'application/json' },
    });
  }
}
