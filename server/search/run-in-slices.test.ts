import { describe, expect, it } from 'vitest';
import { createSlicer } from './run-in-slices';

function* counting(steps: number, log: string[]): Generator<void, number> {
  for (let step = 0; step < steps; step += 1) {
    log.push(`step ${step}`);
    yield;
  }
  return steps;
}

describe('work run in slices', () => {
  it('lets the event loop turn once a slice is used up, and not before', async () => {
    const log: string[] = [];
    let clock = 0;
    // Every step takes 3 ms on this clock: two steps fit a slice of 5 ms.
    const now = () => (clock += 1.5);
    setImmediate(() => log.push('other request'));
    const result = await createSlicer({ sliceMs: 5, now })(counting(6, log));
    expect(result).toBe(6);
    expect(log.indexOf('other request')).toBeGreaterThan(0);
    expect(log.indexOf('other request')).toBeLessThan(log.indexOf('step 5'));
  });

  it('runs quick work to the end without waiting', async () => {
    const log: string[] = [];
    setImmediate(() => log.push('other request'));
    const result = await createSlicer({ sliceMs: 5, now: () => 0 })(counting(3, log));
    expect(result).toBe(3);
    expect(log).toEqual(['step 0', 'step 1', 'step 2']);
  });
});
