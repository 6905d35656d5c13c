import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { startIdleCollection } from './idle-collection';

/**
 * Garbage left by bursts of work (the start's warm-up, a crawl) goes once the site is quiet (see idle-collection.ts
 * for why and docs/performance.md, "Memory", for the figures). Needs `globalThis.gc` (node --expose-gc, which
 * `npm run serve` passes); without it the server says so and runs as before.
 */
export function collectGarbageWhenIdle(app: FastifyInstance, collect = globalThis.gc): void {
  if (!collect) {
    app.log.info('idle garbage collection off: node was started without --expose-gc (npm run serve passes it)');
    return;
  }
  const idleCollection = startIdleCollection({
    idleMs: 5_000,
    minGrowthMb: 32,
    passes: 2,
    settleMs: 2_000,
    collect: () => compactingCollection(collect),
    rss: () => process.memoryUsage.rss(),
    report: (outcome) => app.log.info(outcome, 'collected garbage while idle'),
  });
  // Every request that reaches the socket, from its arrival until its socket is done with it: answers sent around
  // Fastify's hooks (the micro-cache's replays, streamed page renders) count too, which an onResponse hook missed.
  // An event stream (the admin's presence) stays open while an editor has a page open: it is not work.
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.headers.accept?.includes('text/event-stream')) return;
    response.once('close', idleCollection.requestStarted());
  });
  app.addHook('onClose', async () => idleCollection.close());
}

/**
 * A full collection that also compacts the heap, so the pages the garbage was spread over go back to the system.
 * A forced collection on its own frees the garbage but keeps most of its pages: at 10,000 pages the server stayed
 * at about 385 MB (committed heap 292 -> 207 MB) for 30 to 50 s after warm-up, until V8's memory reducer ran
 * ("Mark-Compact (reduce)" in --trace-gc) and it fell to about 340 MB. With `--compact-on-every-full-gc` the same
 * collection left 161 MB committed and the RSS at 333 MB at once. The flag is on for this collection only, so the
 * collections V8 runs under load stay as they were; no JavaScript runs between setting and clearing it. Node lets
 * V8's flags change at run time (they are not frozen after start); a server started with the flag keeps it.
 */
export function compactingCollection(collect: () => void, startedWith: readonly string[] = process.execArgv): void {
  if (startedWith.includes('--compact-on-every-full-gc')) {
    collect();
    return;
  }
  setFlagsFromString('--compact-on-every-full-gc');
  try {
    collect();
  } finally {
    setFlagsFromString('--no-compact-on-every-full-gc');
  }
}
