import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { DesktopMainDouble } from './desktop-main-double';
import { desktopBackends } from './desktop-main-double';

/**
 * Stands in for main's app:// handler: serves the electron-vite renderer build (index.html for client
 * routes) and forwards `/api/` to the active backend, adding that backend's token as main does.
 */
export const rendererRoot = path.resolve('out/renderer');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

export interface DesktopRendererServer {
  url: string;
  close(): Promise<void>;
}

export async function startDesktopRendererServer(main: () => DesktopMainDouble): Promise<DesktopRendererServer> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://renderer').pathname);
    if (pathname.startsWith('/api/')) {
      void forward(request, response, main()).catch(() => response.writeHead(502).end());
      return;
    }
    const file = path.join(rendererRoot, pathname);
    const inside = file.startsWith(`${rendererRoot}${path.sep}`);
    const target = inside && existsSync(file) && path.extname(file) ? file : path.join(rendererRoot, 'index.html');
    response.writeHead(200, { 'content-type': contentTypes[path.extname(target)] ?? 'application/octet-stream' });
    response.end(readFileSync(target));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function forward(request: IncomingMessage, response: ServerResponse, main: DesktopMainDouble): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const name of ['accept', 'content-type', 'cookie']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const token = main.tokens[main.active];
  if (token) headers.set('authorization', `Bearer ${token}`);
  const method = request.method ?? 'GET';
  const answer = await fetch(`${desktopBackends[main.active].baseUrl}${request.url ?? '/'}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
  const out: Record<string, string> = { 'content-type': answer.headers.get('content-type') ?? 'application/json' };
  const cookies = answer.headers.getSetCookie();
  response.writeHead(answer.status, answer.statusText, cookies.length ? { ...out, 'set-cookie': cookies } : out);
  response.end(Buffer.from(await answer.arrayBuffer()));
}
