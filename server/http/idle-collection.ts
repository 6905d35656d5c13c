/**
 * A full garbage collection once the server has been idle for a while, when it has grown since the last one.
 *
 * Why: after a burst of work (a warm-up, a crawl, the search index built), most of what the process holds is
 * garbage V8 has no reason to collect while nothing allocates. At 10,000 pages the server sat at about 500 MB after
 * warm-up and 380 MB once collected (docs/performance.md, "Memory"). Making V8 collect more often costs a third of
 * the throughput under load; collecting once when there is no load costs nobody anything. A request that arrives
 * during the collection waits for it (the figure is logged), which is why it runs only after `idleMs` with no
 * request and only when the RSS grew by `minGrowthMb` since the last one: an idle site is not collected again and
 * again.
 *
 * It needs `globalThis.gc` (node --expose-gc, which `npm run serve` passes); without it, it does nothing.
 */
export interface IdleCollectionOptions {
  /** How long without a request before collecting. */
  idleMs: number;
  /** How much the RSS must have grown since the last collection (or the start) for another one. */
  minGrowthMb: number;
  /** One full collection; `globalThis.gc` in production. */
  collect: () => void;
  /**
   * Full collections per idle period, each in its own turn of the event loop, so a request that comes meanwhile
   * waits for one pass at most (and stops the rest). Two: the first one's finalizers (closed zlib streams, native
   * buffers) free more for the second; one pass left the RSS at 484 MB where two left about 400 (bench:server-memory).
   */
  passes: number;
  /** How long after a collection the RSS is read as the new baseline (and reported): memory comes back lazily. */
  settleMs: number;
  /** The process's resident set size in bytes; `process.memoryUsage.rss` in production. */
  rss: () => number;
  /** Told what the collection took: its passes, the longest pause, and the RSS before and `settleMs` after. */
  report: (outcome: IdleCollectionOutcome) => void;
}

export interface IdleCollectionOutcome {
  passes: number;
  longestPauseMs: number;
  rssBeforeMb: number;
  rssAfterMb: number;
}

export interface IdleCollection {
  /**
   * Called as each request arrives; call what it returns once the request is over. While any request is in
   * flight the server is not idle (a slow answer, a large list, must not be paused by a collection), and the idle
   * clock runs from when the last one ended.
   */
  requestStarted(): () => void;
  close(): void;
}

const toMb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

// The global `performance` rather than node:perf_hooks' export: the tests' fake timers replace the global one.
export function startIdleCollection(options: IdleCollectionOptions): IdleCollection {
  let lastActivity = performance.now();
  /** Requests ended so far: a collection in passes stops when this moves. */
  let activity = 0;
  let inFlight = 0;
  let baseline = options.rss();
  let timer: NodeJS.Timeout | undefined;
  let settling: NodeJS.Timeout | undefined;

  const schedule = (delayMs: number) => {
    timer = setTimeout(check, delayMs);
    // The process must be free to exit while a collection is pending.
    timer.unref();
  };

  function check(): void {
    timer = undefined;
    const idleFor = performance.now() - lastActivity;
    if (inFlight > 0 || idleFor < options.idleMs) {
      schedule(options.idleMs - idleFor);
      return;
    }
    const before = options.rss();
    if (before - baseline < options.minGrowthMb * 1024 * 1024) return;
    runPass({ passes: 0, longestPauseMs: 0, rssBeforeMb: toMb(before), rssAfterMb: 0 }, activity);
  }

  function runPass(outcome: IdleCollectionOutcome, activityAtStart: number): void {
    timer = undefined;
    if (activity !== activityAtStart || inFlight > 0) {
      // A request came in between passes: the server is busy again. What is done is done; the idle clock decides
      // about the rest.
      finish(outcome);
      schedule(options.idleMs);
      return;
    }
    const started = performance.now();
    options.collect();
    const pauseMs = Math.round((performance.now() - started) * 10) / 10;
    const done = { ...outcome, passes: outcome.passes + 1, longestPauseMs: Math.max(outcome.longestPauseMs, pauseMs) };
    if (done.passes >= options.passes) return finish(done);
    timer = setTimeout(() => runPass(done, activityAtStart), 0);
    timer.unref();
  }

  function finish(outcome: IdleCollectionOutcome): void {
    if (outcome.passes === 0) return;
    // V8 and malloc hand freed pages back over the next second or so: an RSS read at once is some 100 MB high, and
    // as the baseline it made the next idle period's growth look too small to collect (bench:server-memory).
    settling = setTimeout(() => {
      settling = undefined;
      baseline = options.rss();
      options.report({ ...outcome, rssAfterMb: toMb(baseline) });
    }, options.settleMs);
    settling.unref();
  }

  // The start itself (pages rendered before listening, the search index) is a burst of work too.
  schedule(options.idleMs);
  return {
    requestStarted() {
      lastActivity = performance.now();
      activity += 1;
      inFlight += 1;
      if (timer === undefined) schedule(options.idleMs);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        inFlight -= 1;
        lastActivity = performance.now();
      };
    },
    close() {
      clearTimeout(timer);
      clearTimeout(settling);
      timer = undefined;
      settling = undefined;
    },
  };
}
