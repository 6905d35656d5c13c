import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentSecurityPolicy } from './content-security-policy';

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

export function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

export type FileReader = (file: string) => Promise<Uint8Array>;

export async function serveFile(file: string, read: FileReader = readFile): Promise<Response> {
  let bytes: Uint8Array;
  try {
    bytes = await read(file);
  } catch {
    return notFound();
  }
  const type = mimeTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers: Record<string, string> = { 'content-type': type, 'x-content-type-options': 'nosniff' };
  if (type.startsWith('text/html')) headers['content-security-policy'] = contentSecurityPolicy;
  // A copy typed as ArrayBuffer-backed, which every lib's BodyInit accepts.
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}
