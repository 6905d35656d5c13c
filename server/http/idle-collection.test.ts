import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdleCollection, IdleCollectionOutcome } from './idle-collection';
import { startIdleCollection } from './idle-collection';

const mb = 1024 * 1024;
let collection: IdleCollection | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  collection?.close();
  collection = undefined;
  vi.useRealTimers();
});

/** A process whose RSS the test sets, and whose collections bring it back to `collectedTo`. */
function fakeProcess(startMb: number, collectedTo: number) {
  const state = { rss: startMb * mb, collections: 0 };
  const reports: IdleCollectionOutcome[] = [];
  collection = startIdleCollection({
    idleMs: 5_000,
    minGrowthMb: 32,
    passes: 2,
    settleMs: 2_000,
    collect: () => {
      state.collections += 1;
      state.rss = collectedTo * mb;
    },
    rss: () => state.rss,
    report: (outcome) => reports.push(outcome),
  });
  return { state, reports, collection };
}

describe('idle collection', () => {
  it('collects once the server has been idle for idleMs after it grew, and says what it freed', () => {
    const { state, reports, collection } = fakeProcess(200, 210);
    state.rss = 500 * mb;
    collection.requestStarted()();
    vi.advanceTimersByTime(4_999);
    expect(state.collections).toBe(0);
    vi.advanceTimersByTime(1);
    // The first pass now, the second in a later turn of the event loop (a 0 ms timer, which node runs after 1 ms).
    expect(state.collections).toBe(1);
    vi.advanceTimersByTime(1);
    expect(state.collections).toBe(2);
    // Reported once the memory it freed had time to come back.
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(2_000);
    expect(reports).toEqual([
      { passes: 2, longestPauseMs: expect.any(Number) as number, rssBeforeMb: 500, rssAfterMb: 210 },
    ]);
  });

  it('stops between passes when a request comes, so it waits for one pass at most, and tries again when idle', () => {
    const { state, reports, collection } = fakeProcess(200, 210);
    state.rss = 500 * mb;
    collection.requestStarted()();
    vi.advanceTimersByTime(5_000);
    expect(state.collections).toBe(1);
    collection.requestStarted()();
    vi.advanceTimersByTime(1);
    expect(state.collections).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect(reports).toEqual([
      { passes: 1, longestPauseMs: expect.any(Number) as number, rssBeforeMb: 500, rssAfterMb: 210 },
    ]);
    // The site grows again and goes quiet: the clock started by that request brings the next collection.
    state.rss = 400 * mb;
    vi.advanceTimersByTime(3_000);
    expect(state.collections).toBe(2);
  });

  it('waits while requests keep coming: each one starts the idle clock again', () => {
    const { state, collection } = fakeProcess(200, 210);
    state.rss = 500 * mb;
    for (let second = 0; second < 30; second += 1) {
      collection.requestStarted()();
      vi.advanceTimersByTime(1_000);
    }
    expect(state.collections).toBe(0);
    vi.advanceTimersByTime(4_001);
    expect(state.collections).toBe(2);
  });

  it('does not collect an idle server again and again, nor one that grew by less than minGrowthMb', () => {
    const { state, collection } = fakeProcess(200, 210);
    state.rss = 500 * mb;
    collection.requestStarted()();
    vi.advanceTimersByTime(60_000);
    expect(state.collections).toBe(2);
    // A quiet visit or two: 20 MB more than after the last collection.
    state.rss = 230 * mb;
    collection.requestStarted()();
    vi.advanceTimersByTime(60_000);
    expect(state.collections).toBe(2);
    // A crawl: 100 MB more.
    state.rss = 310 * mb;
    collection.requestStarted()();
    vi.advanceTimersByTime(60_000);
    expect(state.collections).toBe(4);
  });

  it('takes its baseline once freed memory came back, not right after the collection', () => {
    const { state, collection } = fakeProcess(200, 480);
    state.rss = 500 * mb;
    collection.requestStarted()();
    vi.advanceTimersByTime(5_001);
    expect(state.collections).toBe(2);
    // Right after the passes the RSS still reads 480 MB; over the next second V8 and malloc hand pages back.
    state.rss = 380 * mb;
    vi.advanceTimersByTime(2_000);
    // More visits bring it to 500 MB again: 120 MB over the settled baseline, so collected again when quiet.
    state.rss = 500 * mb;
    collection.requestStarted()();
    vi.advanceTimersByTime(5_001);
    expect(state.collections).toBe(4);
  });

  it('collects after the start when nobody has asked for anything yet (the warm-up is work too)', () => {
    const { state } = fakeProcess(200, 210);
    state.rss = 450 * mb;
    vi.advanceTimersByTime(5_000);
    expect(state.collections).toBeGreaterThan(0);
  });

  it('does not collect while a request is in flight, however long it takes; the clock runs from its end', () => {
    const { state, collection } = fakeProcess(200, 210);
    state.rss = 500 * mb;
    const slowListEnded = collection.requestStarted();
    vi.advanceTimersByTime(60_000);
    expect(state.collections).toBe(0);
    slowListEnded();
    // Ending twice (a socket's close after its finish) counts once.
    slowListEnded();
    vi.advanceTimersByTime(4_999);
    expect(state.collections).toBe(0);
    vi.advanceTimersByTime(2);
    expect(state.collections).toBe(2);
  });

  it('does nothing once closed', () => {
    const { state, collection } = fakeProcess(200, 210);
    state.rss = 500 * mb;
    collection.requestStarted()();
    collection.close();
    vi.advanceTimersByTime(60_000);
    expect(state.collections).toBe(0);
  });
});
