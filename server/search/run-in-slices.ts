import { performance } from 'node:perf_hooks';

/** The longest searches work between two turns of the event loop. */
export const searchSliceMs = 4;

export interface SliceOptions {
  sliceMs?: number;
  now?: () => number;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs computations written as steps (generators that yield at pauses), letting the event loop turn whenever a
 * slice of time is used up: a search of a common word at 10,000 pages held the main thread for tens of
 * milliseconds, and page requests and other visitors' searches queued behind it (issue 33).
 *
 * The slice belongs to a turn of the event loop and is shared by every computation of one slicer: the first to run
 * in a turn starts it, and a computation that finds it used up waits for the next turn before doing any work, its
 * first step included. (When each new computation started a slice of its own, searches arriving together each ran
 * their first, heaviest step in the same turn.)
 */
export function createSlicer(options: SliceOptions = {}) {
  const now = options.now ?? (() => performance.now());
  const sliceMs = options.sliceMs ?? searchSliceMs;
  let sliceStart = 0;
  let sliceInThisTurn = false;

  function startSliceIfNewTurn(): void {
    if (sliceInThisTurn) return;
    sliceInThisTurn = true;
    sliceStart = now();
    // Queued before any computation this slice sends to the next turn, so it runs first there.
    setImmediate(() => {
      sliceInThisTurn = false;
    });
  }

  return async function runInSlices<T>(steps: Generator<void, T>, slices: { sliceMs?: number } = {}): Promise<T> {
    const limit = slices.sliceMs ?? sliceMs;
    for (;;) {
      startSliceIfNewTurn();
      if (now() - sliceStart > limit) {
        await nextTurn();
        continue;
      }
      const step = steps.next();
      if (step.done) return step.value;
    }
  };
}
