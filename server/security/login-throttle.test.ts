import { describe, expect, it } from 'vitest';
import type { BackoffRule } from './login-throttle';
import { backoffDelayMs, remainingWaitMs } from './login-throttle';

const rule: BackoffRule = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 60_000 };

describe('login backoff', () => {
  it('costs nothing for the free failures, then doubles with each one', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((failures) => backoffDelayMs(failures, rule))).toEqual([
      0, 0, 0, 1000, 2000, 4000, 8000,
    ]);
  });

  it('never waits longer than the ceiling, however many failures', () => {
    expect(backoffDelayMs(9, rule)).toBe(60_000);
    expect(backoffDelayMs(5000, rule)).toBe(60_000);
  });

  it('counts the wait from the newest failure', () => {
    expect(remainingWaitMs({ count: 4, lastAt: 10_000 }, rule, 10_500)).toBe(1500);
    expect(remainingWaitMs({ count: 4, lastAt: 10_000 }, rule, 12_000)).toBe(0);
    expect(remainingWaitMs({ count: 0, lastAt: null }, rule, 0)).toBe(0);
  });
});
