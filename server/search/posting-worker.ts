import { parentPort } from 'node:worker_threads';
import { buildPostingSegment } from '../../contract/search/posting-segment';

/**
 * Builds a packed posting segment off the main thread (build-segment-off-thread.ts): the texts arrive in chunks,
 * `null` ends them, and the segment's buffers go back transferred, not copied.
 */
const entries: [number, string][] = [];
parentPort?.on('message', (chunk: [number, string][] | null) => {
  if (chunk !== null) {
    for (const entry of chunk) entries.push(entry);
    return;
  }
  const segment = buildPostingSegment(entries);
  entries.length = 0;
  parentPort?.postMessage(segment, [segment.keys.buffer, segment.offsets.buffer, segment.bytes.buffer]);
});
