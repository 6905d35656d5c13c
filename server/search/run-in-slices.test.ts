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

describe('many computations started in one turn', () => {
  it('share one slice: once it is used up, the others wait for the next turn before their first step', async () => {
    const log: string[] = [];
    let clock = 0;
    // Each first step costs 3 ms on this clock, later steps 0: before, every computation ran its first step at once.
    const heavyFirst = function* (name: string): Generator<void, string> {
      log.push(`${name} first`);
      clock += 3;
      yield;
      log.push(`${name} done`);
      return name;
    };
    const run = createSlicer({ sliceMs: 5, now: () => clock });
    setImmediate(() => log.push('other request'));
    const names = ['a', 'b', 'c', 'd'];
    const results = await Promise.all(names.map((name) => run(heavyFirst(name))));
    expect(results).toEqual(names);
    // a's first step (3 ms) leaves room for b's; b's passes the 5 ms slice, so c and d start only after a turn.
    const other = log.indexOf('other request');
    expect(log.slice(0, other)).toEqual(['a first', 'a done', 'b first']);
    expect(log.slice(other + 1)).toEqual(expect.arrayContaining(['b done', 'c first', 'd first']));
  });
});
