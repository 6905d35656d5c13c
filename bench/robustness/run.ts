import { runDurability } from './durability-part';
import { runFuzz } from './fuzz-part';
import { runLoad } from './load-part';
import { runMemory } from './memory-part';
import type { PartResult } from './part-result';
import { printSummary } from './part-result';
import { runSqliteSyncCost } from './sqlite-sync-cost';

/**
 * `npm run robustness [-- fuzz|load|durability|memory|sync]`: starts the real server (one fresh data
 * directory per part), runs the parts, prints their figures and a summary, and exits non-zero when any
 * part failed. Loopback only, bounded in count and time; not part of `npm test` (it takes minutes).
 */
const parts: Record<string, () => Promise<PartResult>> = {
  fuzz: runFuzz,
  load: runLoad,
  durability: runDurability,
  memory: runMemory,
  sync: runSqliteSyncCost,
};

async function main(): Promise<number> {
  const chosen = process.argv.slice(2);
  const unknown = chosen.filter((name) => !(name in parts));
  if (unknown.length > 0) {
    console.error(`unknown part ${unknown.join(', ')}: choose from ${Object.keys(parts).join(', ')}`);
    return 2;
  }
  const names = chosen.length > 0 ? chosen : Object.keys(parts);
  const results: PartResult[] = [];
  for (const name of names) {
    const run = parts[name];
    if (!run) continue;
    try {
      results.push(await run());
    } catch (error) {
      // A part that cannot even run (server would not start, setup refused) is a failure, not a crash of the run.
      console.error(error);
      results.push({ part: name, passed: false, figures: 'did not complete', problems: [String(error).slice(0, 300)] });
    }
  }
  printSummary(results);
  return results.every((result) => result.passed) ? 0 : 1;
}

process.exitCode = await main();
