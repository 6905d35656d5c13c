import { readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { PartResult } from './part-result';
import { mapPool } from './pool';
import { freshDataDir, host, startServer } from './server-process';

/**
 * (d) Does memory grow with the number of distinct URLs? 50,000 GETs of the home page, each with its
 * own query string (every fifth asking for gzip), after a 20,000-request warm-up of the same kind; the server's RSS is
 * read from /proc before and after, with nothing forced (no GC call). A cache keyed by the full URL
 * with no bound grows by one answer per request and fails this.
 *
 * "After" is read once the server has been idle long enough for V8's memory reducer to run (it collects
 * and returns pages a few seconds after an allocation burst): right after the burst, RSS also holds garbage
 * not yet collected, which on a busy machine varied from 6 to 70 MB between runs of the same build. What is
 * retained stays in the settled figure; both are printed.
 */
// Long enough for V8 to size its heap for this traffic: after it a leak still grows with every URL.
const warmUp = 20_000;
const requests = 50_000;
const concurrency = 32;
const limitMb = 50;
const settleMs = 15_000;

/** RSS once it stops falling (or after settleMs): what the server keeps, not what it has yet to collect. */
async function settledRssMb(pid: number): Promise<number> {
  let lowest = rssMb(pid);
  for (let waited = 0; waited < settleMs; waited += 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    lowest = Math.min(lowest, rssMb(pid));
  }
  return lowest;
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return kb / 1024;
}

function get(agent: Agent, port: number, path: string, gzip: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host, port, path, agent, headers: gzip ? { 'accept-encoding': 'gzip' } : {}, timeout: 10_000 },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function hammer(agent: Agent, port: number, count: number, key: string, statuses: Map<string, number>) {
  const indices = Array.from({ length: count }, (_, index) => index);
  await mapPool(indices, concurrency, async (index) => {
    const outcome = await get(agent, port, `/api/public/pages/home?${key}=${index}`, index % 5 === 0).then(
      String,
      (error: Error) => error.message,
    );
    statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
  });
}

export async function runMemory(): Promise<PartResult> {
  console.log(`\n=== (d) memory === ${requests} GETs with distinct query strings after a ${warmUp}-request warm-up`);
  const dataDir = freshDataDir('memory');
  const server = await startServer({ dataDir });
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    const statuses = new Map<string, number>();
    await hammer(agent, server.port, warmUp, 'warm', new Map());
    const before = rssMb(server.pid);
    const started = performance.now();
    await hammer(agent, server.port, requests, 'x', statuses);
    const seconds = (performance.now() - started) / 1000;
    const rightAfter = rssMb(server.pid);
    const after = await settledRssMb(server.pid);
    const growth = after - before;
    const answers = [...statuses.entries()].map(([status, count]) => `${status}×${count}`).join(' ');
    console.log(`answers: ${answers} in ${seconds.toFixed(1)} s`);
    console.log(
      `RSS before ${before.toFixed(1)} MB, right after ${rightAfter.toFixed(1)} MB, after ${settleMs / 1000} s idle ` +
        `${after.toFixed(1)} MB: growth ${growth.toFixed(1)} MB (limit < ${limitMb} MB)`,
    );
    const problems: string[] = [];
    if (growth >= limitMb)
      problems.push(`RSS grew ${growth.toFixed(1)} MB over ${requests} distinct URLs (limit < ${limitMb} MB)`);
    // A server answering errors (or nothing) would also grow little: the figure counts only if it served.
    const served = statuses.get('200') ?? 0;
    if (served < requests * 0.99)
      problems.push(`only ${served} of ${requests} answers were 200, so the figure means little`);
    if (server.exitInfo()) problems.push(`the server died: ${JSON.stringify(server.exitInfo())}`);
    return {
      part: 'memory',
      passed: problems.length === 0,
      figures: `RSS ${before.toFixed(0)} -> ${after.toFixed(0)} MB, growth ${growth.toFixed(1)} MB; answers ${answers}`,
      problems,
    };
  } finally {
    agent.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
