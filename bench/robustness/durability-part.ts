import { randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { contactPayload, fetchFormToken } from './contact-payload';
import type { PartResult } from './part-result';
import type { RunningServer } from './server-process';
import { freshDataDir, host, startServer } from './server-process';

/**
 * (c) Every submission answered 201 must survive `kill -9`: ~20 clients post contact forms, the server
 * is killed mid-load after a random 1–3 s, restarted on the same data directory (crash recovery), and
 * the acknowledged ids are looked up in the SQLite file itself. Three rounds on one database.
 */
const rounds = 3;
const clients = 20;

interface RoundTally {
  acknowledged: number[];
  refused: Map<number, number>;
  lost: number;
}

/** One POST on the client's own keep-alive connection; resolves with the status and the id of a 201. */
function post(
  agent: Agent,
  port: number,
  localAddress: string,
  body: string,
): Promise<{ status: number; id?: number }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host,
        port,
        localAddress,
        agent,
        method: 'POST',
        path: '/api/public/contact',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status !== 201) return resolve({ status });
          // Only a complete, parsed answer counts as acknowledged: a cut-off 201 told the visitor nothing.
          const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id?: unknown };
          resolve({ status, id: typeof parsed.id === 'number' ? parsed.id : undefined });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Each client has its own loopback source address (127.0.0.x), as separate visitors would: the per-IP
 * limit then applies per client, and the (relaxed) global form budget to all of them together.
 */
async function client(
  index: number,
  round: number,
  server: RunningServer,
  token: string | undefined,
  tally: RoundTally,
  stopped: () => boolean,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const localAddress = `127.0.0.${40 + index}`;
  try {
    for (let sequence = 0; !stopped(); sequence += 1) {
      try {
        const answer = await post(
          agent,
          server.port,
          localAddress,
          JSON.stringify(contactPayload(round, index, sequence, token)),
        );
        if (answer.id !== undefined && answer.id > 0) tally.acknowledged.push(answer.id);
        else tally.refused.set(answer.status, (tally.refused.get(answer.status) ?? 0) + 1);
      } catch {
        // Cut off by the kill (or refused after it): never acknowledged, so it may or may not be stored.
        tally.lost += 1;
      }
    }
  } finally {
    agent.destroy();
  }
}

function storedIds(dataDir: string): Set<number> {
  const db = new SQLite(path.join(dataDir, 'site.db'), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('select id from contact_submissions').all() as { id: number }[];
    return new Set(rows.map((row) => row.id));
  } finally {
    db.close();
  }
}

async function runRound(round: number, dataDir: string, storedBefore: number) {
  const server = await startServer({ dataDir, relaxedRateLimits: true });
  const token = await fetchFormToken(server.baseUrl);
  const tally: RoundTally = { acknowledged: [], refused: new Map(), lost: 0 };
  let stop = false;
  const running = Array.from({ length: clients }, (_, index) => client(index, round, server, token, tally, () => stop));
  const killAfterMs = randomInt(1000, 3001);
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  // Clients stop starting new posts at the kill; the ones in flight are cut off by it.
  stop = true;
  const ackedAtKill = tally.acknowledged.length;
  await server.kill9();
  await Promise.all(running);

  // Started again on the same files: SQLite recovers its WAL here, as it would after a real crash.
  const restarted = await startServer({ dataDir, relaxedRateLimits: true });
  await restarted.stop();
  const stored = storedIds(dataDir);
  const missing = tally.acknowledged.filter((id) => !stored.has(id));
  const storedThisRound = stored.size - storedBefore;
  const refused = [...tally.refused.entries()].map(([status, count]) => `${status}×${count}`).join(' ') || 'none';
  console.log(
    `round ${round}: kill -9 after ${(killAfterMs / 1000).toFixed(2)} s; acknowledged ${tally.acknowledged.length} ` +
      `(${ackedAtKill} before the kill signal), in flight and cut off ${tally.lost}, other answers ${refused}; ` +
      `stored this round ${storedThisRound} (${storedThisRound - tally.acknowledged.length + missing.length} committed but unacknowledged); ` +
      `form token ${token ? 'sent' : 'not issued'}; missing: ${missing.length}`,
  );
  if (missing.length > 0) console.log(`  missing ids: ${missing.slice(0, 50).join(', ')}`);
  return { acknowledged: tally.acknowledged.length, missing: missing.length, stored: stored.size };
}

export async function runDurability(): Promise<PartResult> {
  console.log(
    `\n=== (c) durability === ${clients} clients posting contact forms, kill -9 after 1–3 s, ${rounds} rounds`,
  );
  const dataDir = freshDataDir('durability');
  const problems: string[] = [];
  const figures: string[] = [];
  try {
    let stored = 0;
    for (let round = 1; round <= rounds; round += 1) {
      const result = await runRound(round, dataDir, stored);
      stored = result.stored;
      figures.push(`r${round} ${result.acknowledged} acked/${result.missing} missing`);
      if (result.missing > 0)
        problems.push(`round ${round}: ${result.missing} acknowledged submissions missing after kill -9`);
      if (result.acknowledged === 0) problems.push(`round ${round}: nothing was acknowledged, so nothing was tested`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { part: 'durability', passed: problems.length === 0, figures: figures.join(', '), problems };
}
