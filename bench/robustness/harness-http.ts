import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:http';
import { host } from './server-process';

/**
 * The harness's own well-formed calls (setting up, signing back in), from a loopback address no fuzz case
 * uses, so the fuzz's failed sign-ins never slow the harness down (sign-in throttling counts per address).
 */
export const harnessAddress = '127.0.0.250';

export interface HarnessAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: unknown;
}

export interface HarnessCall {
  token?: string;
  cookie?: string;
  body?: unknown;
  form?: { contentType: string; bytes: Buffer };
  ifMatch?: string;
}

export function harnessRequest(
  port: number,
  method: string,
  path: string,
  call: HarnessCall = {},
): Promise<HarnessAnswer> {
  const headers: Record<string, string> = { origin: `http://${host}:${port}` };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.cookie) headers.cookie = call.cookie;
  if (call.ifMatch) headers['if-match'] = call.ifMatch;
  let payload: Buffer | undefined;
  if (call.body !== undefined) {
    payload = Buffer.from(JSON.stringify(call.body));
    headers['content-type'] = 'application/json';
  } else if (call.form) {
    payload = call.form.bytes;
    headers['content-type'] = call.form.contentType;
  }
  if (payload) headers['content-length'] = String(payload.length);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host, port, method, path, headers, localAddress: harnessAddress, timeout: 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            // not JSON (a CSV export, a page): the text is there
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`harness ${method} ${path}: no answer in 30 s`)));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The same call, failing with what the server said unless it answered 2xx. */
export async function harnessExpect(
  port: number,
  method: string,
  path: string,
  call: HarnessCall = {},
): Promise<HarnessAnswer> {
  const answer = await harnessRequest(port, method, path, call);
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`fuzz setup: ${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  return answer;
}

/** `sid=…` from a Set-Cookie header. */
export function sessionCookie(headers: IncomingHttpHeaders): string | null {
  const cookies = headers['set-cookie'] ?? [];
  for (const cookie of cookies) {
    const sid = /^sid=([^;]+)/.exec(cookie)?.[1];
    if (sid) return `sid=${sid}`;
  }
  return null;
}
