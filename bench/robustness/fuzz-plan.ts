import { hugeBodyCase, malformedJsonCase, unicodeCase, validCase, wrongTypeCase } from './fuzz-body-cases';
import type { FuzzContext } from './fuzz-context';
import { oddHeadersCase } from './fuzz-header-cases';
import { badMultipartCase } from './fuzz-multipart';
import type { FuzzCase } from './fuzz-request';
import { badAuthCase, queryJunkCase, traversalCase, wrongMethodCase } from './fuzz-transport-cases';
import type { Prng } from './prng';

/**
 * How many requests of each kind: 10,500 in all. Huge bodies and 6 MB uploads are kept to a few hundred
 * so the run stays within minutes; the cheap kinds get the volume.
 */
const quotas: readonly [number, (rng: Prng, ctx: FuzzContext) => FuzzCase][] = [
  [700, validCase],
  [1000, wrongMethodCase],
  [1000, malformedJsonCase],
  [150, hugeBodyCase],
  [2500, wrongTypeCase],
  [1500, unicodeCase],
  [800, traversalCase],
  [550, badMultipartCase],
  [1000, badAuthCase],
  [500, oddHeadersCase],
  [800, queryJunkCase],
];

/** The whole request set, from the seed alone: generated in a fixed order, then shuffled so kinds interleave. */
export function planFuzz(rng: Prng, ctx: FuzzContext): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const [count, make] of quotas) for (let index = 0; index < count; index += 1) cases.push(make(rng, ctx));
  for (let index = cases.length - 1; index > 0; index -= 1) {
    const other = rng.int(0, index);
    [cases[index], cases[other]] = [cases[other] as FuzzCase, cases[index] as FuzzCase];
  }
  return cases;
}
