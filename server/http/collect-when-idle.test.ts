import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('node:v8', () => ({ setFlagsFromString: (flags: string) => calls.push(`flag ${flags}`) }));
const { compactingCollection } = await import('./collect-when-idle');

describe('the idle collection’s compacting pass', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('compacts in this collection only, and clears the flag before any other code runs', () => {
    compactingCollection(() => calls.push('collect'), []);
    expect(calls).toEqual(['flag --compact-on-every-full-gc', 'collect', 'flag --no-compact-on-every-full-gc']);
  });

  it('clears the flag even when the collection throws', () => {
    expect(() =>
      compactingCollection(() => {
        calls.push('collect');
        throw new Error('gc failed');
      }, []),
    ).toThrow('gc failed');
    expect(calls.at(-1)).toBe('flag --no-compact-on-every-full-gc');
  });

  it('leaves the flag alone on a server started with it', () => {
    compactingCollection(() => calls.push('collect'), ['--expose-gc', '--compact-on-every-full-gc']);
    expect(calls).toEqual(['collect']);
  });
});
