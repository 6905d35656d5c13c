import { runDurability } from './durability-part';
import { runFuzzOn } from './fuzz-part';
import { runLoad } from './load-part';
import { runMemory } from './memory-part';
import type { PartResult } from './part-result';
import { printSummary } from './part-result';
import { runSqliteSyncCost } from './sqlite-sync-cost';

/**
 * `npm run robustness [-- fuzz|fuzz-sqlite|fuzz-postgres|load|durability|memory|sync]`: starts the real server
 * (one fresh data directory per part), runs the parts, prints their figures and a summary, and exits non-zero
 * when any part failed. Loopback only, bounded in count and time; not part of `npm test` (it takes minutes).
 * `fuzz` is the fuzz on SQLite and then on PostgreSQL.
 */
async function attempt(name: string, run: () => Promise<PartResult>): Promise<PartResult> {
  try {
    return await run();
  } catch (error) {
    // A part that cannot even run (server or database would not start, setup refused) is a failure, not a crash of the run.
    console.error(error);
    return { part: name, passed: false, figures: 'did not complete', problems: [String(error).slice(0, 600)] };
  }
}

const one = (name: string, run: () => Promise<PartResult>) => async () => [await attempt(name, run)];
const fuzzOn = (kind: 'sqlite' | 'postgres') =>
  attempt(`fuzz ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => runFuzzOn(kind));
const parts: Record<string, () => Promise<PartResult[]>> = {
  fuzz: async () => [await fuzzOn('sqlite'), await fuzzOn('postgres')],
  'fuzz-sqlite': async () => [await fuzzOn('sqlite')],
  'fuzz-postgres': async () => [await fuzzOn('postgres')],
  load: one('load', runLoad),
  durability: one('durability', runDurability),
  memory: one('memory', runMemory),
  sync: one('sync', runSqliteSyncCost),
};
/** What runs without naming parts: each part once (`fuzz` covers both databases). */
const everyPart = ['fuzz', 'load', 'durability', 'memory', 'sync'];

async function main(): Promise<number> {
  const chosen = process.argv.slice(2);
  const unknown = chosen.filter((name) => !(name in parts));
  if (unknown.length > 0) {
    console.error(`unknown part ${unknown.join(', ')}: choose from ${Object.keys(parts).join(', ')}`);
    return 2;
  }
  const names = chosen.length > 0 ? chosen : everyPart;
  const results: PartResult[] = [];
  for (const name of names) {
    const run = parts[name];
    if (run) results.push(...(await run()));
  }
  printSummary(results);
  return results.every((result) => result.passed) ? 0 : 1;
}

process.exitCode = await main();
