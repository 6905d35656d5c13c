import type { Query } from '@tanstack/react-query';

/**
 * Queries whose data arrived inside the server-rendered HTML. Their first mount must not fetch the same
 * answer again (the spec's "refetch on mount" would otherwise double every request of a first visit);
 * after the grace period, and on focus, they refetch as every other query does.
 */
const servedHashes = new Set<string>();
let servedUntil = 0;
const graceMs = 60_000;

export function markServedWithPage(queryHashes: readonly string[], now: number = Date.now()): void {
  for (const hash of queryHashes) servedHashes.add(hash);
  servedUntil = now + graceMs;
}

export function wasServedWithPage(query: Query, now: number = Date.now()): boolean {
  return now < servedUntil && servedHashes.has(query.queryHash);
}
