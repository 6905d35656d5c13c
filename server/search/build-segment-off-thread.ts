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

export async function buildSegmentOffThread(
  entries: readonly [number, string][],
  options: { offThreadAboveChars?: number } = {},
): Promise<PostingSegment> {
  const chars = entries.reduce((total, [, text]) => total + text.length, 0);
  if (chars <= (options.offThreadAboveChars ?? offThreadAboveChars)) return buildPostingSegment(entries);

  // The server runs TypeScript through tsx; the worker is started the same way, whatever started this process.
  const worker = new Worker(new URL('./posting-worker.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
  try {
    const result = new Promise<PostingSegment>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`search posting worker stopped (exit code ${code})`)));
    });
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
