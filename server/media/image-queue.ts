import { mediaMessages } from '../../contract/media/media-rules';
import { HttpError } from '../http/http-error';

export interface ImageQueueLimits {
  /**
   * Images decoded and encoded at once. A 40-megapixel photo holds a few hundred MB while it is worked on and
   * keeps a core busy for seconds, so more at once only adds memory and makes every one of them slower.
   */
  width: number;
  /** Uploads that may wait for their turn (each holds its file, at most 10 MB); one more is refused with 503. */
  waiting: number;
}

export const defaultImageQueueLimits: ImageQueueLimits = { width: 2, waiting: 2 };

/** Before any image has been timed, the wait a refused upload is told to leave before trying again. */
const firstRetryAfterSeconds = 5;

export interface ImageQueue {
  /**
   * Runs `work` when one of the `width` places is free, waiting in line meanwhile. A full line refuses at once
   * (503 with Retry-After), before `work` starts; an aborted `signal` (the client left) takes it out of the line.
   */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** How many images are being worked on and how many wait (tests, diagnostics). */
  load(): { working: number; waiting: number };
}

export function createImageQueue(limits: ImageQueueLimits = defaultImageQueueLimits): ImageQueue {
  let working = 0;
  // Each waiter is called when a place is handed to it (already counted in `working`).
  const line: (() => void)[] = [];
  // How long one image took lately (refusals and failures not counted), for Retry-After: about when a place frees up.
  let averageMs: number | null = null;

  const retryAfterSeconds = () =>
    averageMs === null ? firstRetryAfterSeconds : Math.min(60, Math.max(1, Math.ceil(averageMs / 1000)));

  async function runInPlace<T>(work: () => Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      const result = await work();
      const took = Date.now() - started;
      averageMs = averageMs === null ? took : averageMs * 0.7 + took * 0.3;
      return result;
    } finally {
      const waiter = line.shift();
      // The place passes straight to the next in line, so a newcomer cannot take it in between.
      if (waiter) waiter();
      else working -= 1;
    }
  }

  function waitForPlace(signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        line.splice(line.indexOf(waiter), 1);
        reject(signal?.reason);
      };
      const waiter = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      line.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  return {
    async run(work, signal) {
      signal?.throwIfAborted();
      // The client may have left while it waited (or just as its turn came): then the place is given back unused.
      const unlessAborted = () => {
        signal?.throwIfAborted();
        return work();
      };
      if (working < limits.width) {
        working += 1;
        return runInPlace(unlessAborted);
      }
      if (line.length >= limits.waiting) {
        throw new HttpError(503, mediaMessages.busy).withHeaders({ 'retry-after': String(retryAfterSeconds()) });
      }
      await waitForPlace(signal);
      return runInPlace(unlessAborted);
    },
    load: () => ({ working, waiting: line.length }),
  };
}
