import { isIP } from 'node:net';

/** What Fastify's `trustProxy` accepts from us: nothing, a hop count, or the proxies' own addresses. */
export type TrustProxySetting = false | number | string[];

export const trustProxyHelp =
  'TRUST_PROXY must be false, the number of proxies in front of the server (e.g. 1), or their addresses and ' +
  'CIDR ranges separated by commas (e.g. 10.0.0.0/8,192.168.1.7); "true" would trust every hop, so any client ' +
  'could choose its own address with a forged X-Forwarded-For';

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

export function isTrustProxyError(value: TrustProxySetting | { error: string }): value is { error: string } {
  return typeof value === 'object' && !Array.isArray(value);
}

/**
 * Reads TRUST_PROXY. Trusting "every hop" is refused: Fastify would then take the leftmost
 * X-Forwarded-For entry, which the client writes, and every per-IP limit would be the client's choice.
 * A hop count or the proxies' addresses make it take the entry our own proxy appended.
 */
export function parseTrustProxy(value: string): TrustProxySetting | { error: string } {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  return { error: trustProxyHelp };
}

/**
 * The form Fastify's types take: a hop count becomes "trust the first N hops from our side", which is
 * what Fastify does with a number at run time (its type definitions leave numbers out).
 */
export function fastifyTrustProxy(
  setting: TrustProxySetting,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
