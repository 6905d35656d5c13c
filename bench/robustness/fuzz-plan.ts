import { oddHeadersCase } from './fuzz-header-cases';
import type { Live } from './fuzz-live';
import { badMultipartCase } from './fuzz-multipart';
import { pageAddressCase, traversalCase } from './fuzz-path-cases';
import type { FuzzCase } from './fuzz-request';
import { routeCases } from './fuzz-route-cases';
import type { RouteSeed } from './fuzz-seed';
import type { Prng } from './prng';
import { createPrng } from './prng';

/**
 * The whole request set from the seed: every route's own cases (fuzz-route-cases.ts), then the requests aimed
 * below or beside the routes (HTTP framing, broken multipart, traversal, page addresses), shuffled so kinds and
 * routes interleave. `scale` (ROBUSTNESS_FUZZ_SCALE) multiplies the random parts.
 */
const globalQuotas: readonly [number, (rng: Prng) => FuzzCase][] = [
  [300, traversalCase],
  [400, oddHeadersCase],
  [450, badMultipartCase],
  [250, pageAddressCase],
];

export function planFuzz(rng: Prng, live: Live, seeds: readonly RouteSeed[], scale: number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const seed of seeds) {
    // The seed's shape (which fields its body has) decides its body cases; it is made again when each is sent.
    const sample = seed.make(createPrng(rng.int(0, 0xffffffff)), live, { role: 'admin', style: 'token' });
    cases.push(...routeCases(seed, sample, rng, scale));
  }
  for (const [count, make] of globalQuotas)
    for (let index = 0; index < Math.round(count * scale); index += 1) cases.push(make(rng));
  for (let index = cases.length - 1; index > 0; index -= 1) {
    const other = rng.int(0, index);
    [cases[index], cases[other]] = [cases[other] as FuzzCase, cases[index] as FuzzCase];
  }
  return cases;
}
