import { performance } from 'node:perf_hooks';

/** The longest a search works between two turns of the event loop. */
export const searchSliceMs = 4;

/**
 * Runs a computation written as steps (a generator that yields at pauses), letting the event loop turn whenever
 * a slice of time is used up: a search of a common word at 10,000 pages held the main thread for tens of
 * milliseconds, and page requests and other visitors' searches queued behind it (issue 33).
 */
export async function runInSlices<T>(
  steps: Generator<void, T>,
  options: { sliceMs?: number; now?: () => number } = {},
): Promise<T> {
  const now = options.now ?? (() => performance.now());
  const sliceMs = options.sliceMs ?? searchSliceMs;
  let sliceStart = now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (now() - sliceStart > sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = now();
    }
  }
}
