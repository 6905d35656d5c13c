import { performance } from 'node:perf_hooks';

/** The longest searches work between two turns of the event loop. */
export const searchSliceMs = 4;

export interface SliceOptions {
  sliceMs?: number;
  now?: () => number;
}

/**
 * Runs computations written as steps (generators that yield at pauses), letting the event loop turn whenever a
 * slice of time is used up: a search of a common word at 10,000 pages held the main thread for tens of
 * milliseconds, and page requests and other visitors' searches queued behind it (issue 33). The slice is shared by
 * every computation of one slicer: twenty searches resumed in the same turn must not each take a whole slice.
 */
export function createSlicer(options: SliceOptions = {}) {
  const now = options.now ?? (() => performance.now());
  const sliceMs = options.sliceMs ?? searchSliceMs;
  let sliceStart = -Infinity;

  return async function runInSlices<T>(steps: Generator<void, T>, slices: { sliceMs?: number } = {}): Promise<T> {
    const limit = slices.sliceMs ?? sliceMs;
    // The first computation to run in a turn starts its slice; others in that turn get what is left of it.
    if (now() - sliceStart > limit) sliceStart = now();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (now() - sliceStart > limit) {
        await new Promise((resolve) => setImmediate(resolve));
        if (now() - sliceStart > limit) sliceStart = now();
      }
    }
  };
}
