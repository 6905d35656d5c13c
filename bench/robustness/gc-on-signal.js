// Plain JavaScript: the measured server is the built one (dist/server/server.js) under plain node, with no TypeScript
// loader to read a .ts hook (and adding one would add the loader's own memory to what is measured).
/**
 * Loaded into the measured server by the memory part (`--expose-gc --import` this file), never by `npm run serve`:
 * on SIGUSR2 it runs two full garbage collections and, 2 s later, prints `process.memoryUsage()` (with the time) as
 * one line, so the harness can read what the server holds once nothing collectable is left, split into the V8 heap
 * and native memory. The pause matters: V8 sweeps and hands freed pages back on background threads after the
 * collection returns, and an RSS read at once is 30 to 50 MB higher than one read a second later.
 */
const marker = 'memory-usage ';
const settleMs = 2000;

/** @type {(() => void) | undefined} */
const collect = globalThis.gc;
if (!collect) throw new Error('gc-on-signal needs node --expose-gc');

process.on('SIGUSR2', () => {
  // Two passes: the first one's finalizers (native buffers, closed zlib streams) free more for the second.
  collect();
  collect();
  setTimeout(() => console.log(marker + JSON.stringify({ ...process.memoryUsage(), at: Date.now() })), settleMs);
});

export {};
