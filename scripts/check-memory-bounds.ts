import { measureMemory } from '../bench/robustness/memory-part';

/**
 * `npm run test:memory`, part of `npm test` (after the web build): the robustness memory part, shortened to run in
 * under two minutes on a busy 2-core machine: 12,000 requests of the same mix after a 6,000-request warm-up. The
 * limit on held memory is scaled from 50 MB per 50,000 requests to what this run sends (what a leak keeps grows
 * with the requests); the peak keeps the full part's 50 MB, since it levels off rather than scaling.
 */
const requests = 12_000;
const limitMb = (50 * requests) / 50_000;

const figures = await measureMemory({
  label: 'memory bounds (short)',
  warmUp: 6_000,
  requests,
  limitMb,
  peakLimitMb: 50,
});
if (figures.problems.length > 0) {
  for (const problem of figures.problems) console.error(`FAIL ${problem}`);
  process.exitCode = 1;
} else console.log('memory bounds: PASS');
