import { randomInt } from 'node:crypto';

/**
 * A small seeded PRNG (mulberry32): the same seed gives the same request set, so a failure found by a
 * random run can be replayed with ROBUSTNESS_SEED. Not for anything secret.
 */
export interface Prng {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    seed,
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}

/** ROBUSTNESS_SEED when given (so a run can be replayed), otherwise a fresh one that gets printed. */
export function chooseSeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.ROBUSTNESS_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
      throw new Error(`ROBUSTNESS_SEED must be a whole number from 0 to 4294967295, not ${given}`);
    }
    return seed;
  }
  return randomInt(0, 0xffffffff);
}
