import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { gatherContext } from './fuzz-context';
import type { FuzzDatabase } from './fuzz-database';
import { databaseFor } from './fuzz-database';
import { preparePicture } from './fuzz-form';
import type { Live } from './fuzz-live';
import { emptyPools } from './fuzz-live';
import { planFuzz } from './fuzz-plan';
import { perRoute, printFindings, printPerCategory, printPerRoute } from './fuzz-report';
import type { Finding } from './fuzz-run';
import { concurrency, runCases } from './fuzz-run';
import type { RouteSeed } from './fuzz-seed';
import { routeKey } from './fuzz-seed';
import { SessionKeeper } from './fuzz-sessions';
import { setUpPeople } from './fuzz-setup-people';
import { rssMb } from './memory-readings';
import type { PartResult } from './part-result';
import { chooseSeed, createPrng } from './prng';
import { registeredRoutes } from './registered-routes';
import { routesWithoutSeeds, seedFor } from './route-seeds';
import type { RunningServer } from './server-process';
import { freshDataDir, serverErrors, startServer, webBuildExists, webRoot } from './server-process';

/**
 * (a) The fuzz, on one database: every route the server registers (read from `buildApp`, so a new route
 * without a seed fails the run before anything is sent) gets its generated hostile cases as nobody, a viewer,
 * an editor and an admin; plus malformed HTTP, broken multipart, traversal and page addresses. Any 5xx, hang,
 * lost answer, served secret or the server dying fails it. Reports per route and the server's memory.
 */
const hangMs = Number(process.env.ROBUSTNESS_HANG_MS ?? 10_000);
const scale = Number(process.env.ROBUSTNESS_FUZZ_SCALE ?? 2);
const settleMs = 10_000;
const label = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

async function stillServing(server: RunningServer): Promise<{ alive: boolean; answer: string }> {
  if (server.exitInfo()) return { alive: false, answer: 'exited' };
  try {
    const response = await fetch(`${server.baseUrl}/api/public/pages/home`, { signal: AbortSignal.timeout(hangMs) });
    const body = await response.text();
    // Said when it fails: a 404 (the fuzz unpublished home?), a 429 or a 503 are different stories.
    return { alive: response.ok, answer: `${response.status} ${body.slice(0, 200)}` };
  } catch (error) {
    return { alive: false, answer: error instanceof Error ? error.message : String(error) };
  }
}

/** The unique seeds for the registered routes; the routes without one, if any. */
async function seedsToRun(): Promise<{ seeds: RouteSeed[]; staticFiles: string[]; missing: string[]; routes: number }> {
  const routes = await registeredRoutes(webBuildExists() ? webRoot : undefined);
  const seeds = [...new Set(routes.map(seedFor).filter((seed) => seed !== undefined))];
  const staticFiles = routes.filter((route) => route.staticFile && route.method === 'GET').map((route) => route.url);
  return { seeds, staticFiles, missing: routesWithoutSeeds(routes), routes: routes.length };
}

const mb = (value: number) => `${value.toFixed(0)} MB`;

export async function runFuzzOn(kind: FuzzDatabase): Promise<PartResult> {
  const part = `fuzz ${label[kind]}`;
  const seed = chooseSeed();
  console.log(`\n=== (a) fuzz on ${label[kind]} === seed ${seed} (replay with ROBUSTNESS_SEED=${seed})`);
  const { seeds, staticFiles, missing, routes } = await seedsToRun();
  if (missing.length > 0) {
    return { part, passed: false, figures: 'not run', problems: missing.map((route) => `no fuzz seed for ${route}`) };
  }
  if (!webBuildExists()) console.log('No web build (npm run build:web): `/` and the web root files are not fuzzed.');
  const database = await databaseFor(kind);
  const dataDir = freshDataDir(`fuzz-${kind}`);
  try {
    const server = await startServer({ dataDir, relaxedRateLimits: true, databaseUrl: database.url });
    try {
      await preparePicture();
      const pools = emptyPools();
      const versions = new Map<string, number>();
      const people = await setUpPeople(server.port, pools);
      const ctx = await gatherContext(server.port, people, pools, versions);
      const live: Live = { port: server.port, ctx, accounts: people.accounts, versions, pools, staticFiles };
      const keeper = new SessionKeeper(live);
      const cases = planFuzz(createPrng(seed), live, seeds, scale);
      const byRoute = new Map(seeds.map((one) => [routeKey(one.method, one.url), one]));
      console.log(
        `${routes} registered routes (${staticFiles.length} of them web root files), ${seeds.length} seeds: ` +
          `${cases.length} requests, ${concurrency} at a time, each allowed ${hangMs / 1000} s; load ${loadavg()
            .map((value) => value.toFixed(2))
            .join(' ')}`,
      );
      const before = rssMb(server.pid);
      const started = performance.now();
      const { outcomes, findings } = await runCases(server, live, keeper, cases, byRoute, hangMs);
      const seconds = (performance.now() - started) / 1000;
      const { alive, answer } = await stillServing(server);
      const rightAfter = server.exitInfo() ? Number.NaN : rssMb(server.pid);
      let settled = rightAfter;
      for (let waited = 0; waited < settleMs && !server.exitInfo(); waited += 1000) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        if (!server.exitInfo()) settled = Math.min(settled, rssMb(server.pid));
      }

      console.log(`\nSent ${cases.length} in ${seconds.toFixed(1)} s (${(cases.length / seconds).toFixed(0)} req/s)`);
      const staticLabel = routeKey('GET', '/*');
      const figures = perRoute(outcomes, (route) =>
        route === staticLabel ? `GET /{each file of the web root} (${staticFiles.length} routes)` : route,
      );
      printPerRoute(figures);
      printPerCategory(outcomes);
      const problems: string[] = [];
      if (findings.length > 0) {
        console.log(`\nFindings (${findings.length}):`);
        problems.push(...printFindings(findings));
      }
      const repairs = [...keeper.repairs.entries()].map(([what, count]) => `${what} ×${count}`);
      console.log(`\nSigned back in: ${repairs.length > 0 ? repairs.join('; ') : 'never needed'}`);
      problems.push(...keeper.problems.map((problem) => `could not restore the harness's ${problem}`));
      if (!alive) {
        const exit = server.exitInfo();
        problems.push(
          `the server ${exit ? `died (exit ${JSON.stringify(exit)})` : `stopped answering: GET home → ${answer}`}`,
        );
        console.log(`\nThe server is down. Its last output:\n${server.log().slice(-3000)}`);
      }
      const errors = [...new Set(serverErrors(server.log()))];
      if (errors.length > 0) {
        console.log(`\nServer error log (${errors.length} distinct):`);
        for (const line of errors.slice(0, 30)) console.log(`  ${line.slice(0, 300)}`);
      }
      const count = (which: Finding['kind']) => findings.filter((finding) => finding.kind === which).length;
      const memory = `RSS ${mb(before)} before, ${mb(rightAfter)} right after, ${mb(settled)} after ${settleMs / 1000} s idle`;
      console.log(`\nServer memory: ${memory}`);
      const summary =
        `${cases.length} requests over ${figures.size} routes in ${seconds.toFixed(0)} s, seed ${seed}: 5xx ${count('5xx')}, ` +
        `hangs ${count('hang')}, lost answers ${count('no answer')}, leaks ${count('leak')}, server ${alive ? 'up' : 'DOWN'}; ${memory}`;
      return { part, passed: problems.length === 0, figures: summary, problems };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.destroy();
  }
}
