import { describe, expect, it } from 'vitest';
import type { BackoffRule } from './login-throttle';
import { backoffDelayMs, defaultLoginThrottlePolicy, remainingWaitMs } from './login-throttle';

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

/** Failures one source can make in a day under one rule, each as soon as the rule allows (no time of its own). */
function failuresInADay(rule: BackoffRule, windowMs: number): number {
  const day = 24 * 60 * 60 * 1000;
  const failures: number[] = [];
  let now = 0;
  while (now < day) {
    const recent = failures.filter((at) => at > now - windowMs);
    const wait = remainingWaitMs({ count: recent.length, lastAt: recent.at(-1) ?? null }, rule, now);
    if (wait === 0) failures.push(now);
    now += Math.max(wait, 1);
  }
  return failures.length;
}

describe('what the default policy allows in a day, from one source on one account', () => {
  it('about 260 passwords: the hour-long window forgets, and the doubling starts over', () => {
    const { perAccountAndSource, windowMs } = defaultLoginThrottlePolicy;
    expect(failuresInADay(perAccountAndSource, windowMs)).toBe(263);
  });

  it('about 60 codes: wrong codes are remembered for a day, with a 30-minute ceiling', () => {
    const { perAccount, windowMs } = defaultLoginThrottlePolicy.secondFactor;
    expect(failuresInADay(perAccount, windowMs)).toBe(60);
  });
});
