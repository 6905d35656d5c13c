import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { appOrigin } from '../../../main/app-origin';
import type { DesktopMainDouble } from './desktop-main-double';

export const rendererRoot = path.resolve('out/renderer');

export interface DesktopRendererServer {
  url: string;
  /** The page's address as main would see it (app://site/...), for the IPC sender check. */
  toAppUrl(pageUrl: string): string;
  close(): Promise<void>;
}

/**
 * Serves what main's app:// handler answers, over http for Chromium: each request is turned into the
 * `app://site/...` Request Electron would hand the handler, and its Response written back as it came
 * (CSP header included, Set-Cookie already kept back by main's forwarding).
 */
export async function startDesktopRendererServer(main: () => DesktopMainDouble): Promise<DesktopRendererServer> {
  const server = createServer((request, response) => {
    void answer(request, response, main()).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    toAppUrl: (pageUrl) => {
      const parsed = new URL(pageUrl);
      return parsed.origin === url ? `${appOrigin}${parsed.pathname}${parsed.search}` : pageUrl;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function answer(request: IncomingMessage, response: ServerResponse, main: DesktopMainDouble): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const method = request.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  // Chromium giving up on a request (a reload, a closed editor's event stream) reaches main as an abort, as in Electron.
  const gone = new AbortController();
  response.on('close', () => gone.abort());
  const appRequest = new Request(`${appOrigin}${request.url ?? '/'}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
    signal: gone.signal,
  });
  const appResponse = await main.handleAppRequest(appRequest);
  response.writeHead(appResponse.status, appResponse.statusText, Object.fromEntries(appResponse.headers));
  // Passed on as it arrives, as Electron does: an editor's event stream does not end while the editor is open.
  const reader = appResponse.body?.getReader();
  try {
    for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) response.write(next.value);
  } catch {
    // The page went away meanwhile: nothing left to answer.
  }
  response.end();
}
