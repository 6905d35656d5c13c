import { Worker } from 'node:worker_threads';
import type { PostingSegment } from '../../contract/search/posting-segment';
import { buildPostingSegment } from '../../contract/search/posting-segment';

/**
 * Below this many characters a segment is built where it is needed: that takes a few milliseconds, less than
 * starting a worker (a small site, every test). Above it, the trigrams of the whole site are counted on a worker
 * thread, so visitors' requests never wait for them (issue 33: 4.2–6.6 s on the main thread at 5,000 pages).
 */
export const offThreadAboveChars = 200_000;
/** Texts go to the worker in chunks, so no single copy holds the main thread for long. */
const chunkSize = 500;

/**
 * The worker runs `buildPostingSegment`'s own source, which refers to nothing outside itself: a worker thread does
 * not inherit tsx's loader on Node 20, so it could not import the TypeScript module. `__name` is the helper the
 * TypeScript transform may wrap named functions in.
 */
const workerSource = `
const { parentPort } = require('node:worker_threads');
const __name = (target) => target;
const build = ${buildPostingSegment.toString()};
const entries = [];
parentPort.on('message', (chunk) => {
  if (chunk !== null) { for (const entry of chunk) entries.push(entry); return; }
  const segment = build(entries);
  parentPort.postMessage(segment, [segment.keys.buffer, segment.offsets.buffer, segment.bytes.buffer]);
});`;

export async function buildSegmentOffThread(
  entries: readonly [number, string][],
  options: { offThreadAboveChars?: number } = {},
): Promise<PostingSegment> {
  const chars = entries.reduce((total, [, text]) => total + text.length, 0);
  if (chars <= (options.offThreadAboveChars ?? offThreadAboveChars)) return buildPostingSegment(entries);

  const worker = new Worker(workerSource, { eval: true });
  try {
    const result = new Promise<PostingSegment>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`search posting worker stopped (exit code ${code})`)));
    });
    // Handled here too, so a worker that fails while the texts are still being sent is not an unhandled rejection.
    result.catch(() => undefined);
    for (let start = 0; start < entries.length; start += chunkSize) {
      worker.postMessage(entries.slice(start, start + chunkSize));
      // Let requests in between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
    worker.postMessage(null);
    return await result;
  } finally {
    void worker.terminate();
  }
}
