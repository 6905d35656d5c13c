import * as z from 'zod/mini';

const notHttpsUrl = 'Enter an https:// address, such as https://api.example.com';
const plainHttpRefused =
  'Plain http:// is allowed for this computer only (localhost, 127.0.0.1, [::1]); use https:// for any other host';

function hasOnlyOriginAndPath(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username === '' && url.password === '' && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

/** Loopback names the token and sign-in traffic cannot leave this computer through. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Plain http would send the bearer token and passwords readable by anyone on the network, except on loopback. */
function isHttpsOrLoopback(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  } catch {
    return false;
  }
}

/**
 * The hosted backend's base URL: https (http for loopback only), and no credentials, query or fragment,
 * since `/api/...` paths are appended to it.
 */
export const HostedUrlSchema = z.pipe(
  z.string({ error: notHttpsUrl }).check(z.trim(), z.maxLength(2048, 'The address is too long')),
  z
    .url({ protocol: /^https?$/, normalize: true, error: notHttpsUrl })
    .check(
      z.refine(isHttpsOrLoopback, plainHttpRefused),
      z.refine(hasOnlyOriginAndPath, 'Leave out user names, passwords, queries and fragments'),
    ),
);

export type HostedUrlResult = { ok: true; url: string } | { ok: false; error: string };

/** Validates and normalises (no trailing slash) so `${url}/api/...` is always well formed. */
export function parseHostedUrl(input: unknown): HostedUrlResult {
  const parsed = HostedUrlSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? notHttpsUrl };
  const url = new URL(parsed.data);
  return { ok: true, url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/** Tokens and partitions belong to an origin: the same server under another path is the same backend. */
export function originOf(baseUrl: string): string {
  return new URL(baseUrl).origin;
}
