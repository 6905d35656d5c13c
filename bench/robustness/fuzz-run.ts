import type { Live } from './fuzz-live';
import { learnVersion } from './fuzz-live';
import type { FuzzCase } from './fuzz-request';
import type { RouteSeed } from './fuzz-seed';
import type { SessionKeeper } from './fuzz-sessions';
import { leakMarkers } from './fuzz-values';
import { mapPool } from './pool';
import type { RawAnswer } from './raw-http';
import { sendRaw } from './raw-http';
import type { RunningServer } from './server-process';

/**
 * Sends the cases, 16 at a time, each allowed `hangMs` for a complete answer. Before a case goes out its caller's
 * sessions are repaired if a case ended them; after it, its seed learns from the answer, and a case that may
 * have ended sessions (or a 401/403 its caller should not get) has the accounts checked.
 */
export const concurrency = 16;

export interface Finding {
  kind: '5xx' | 'no answer' | 'hang' | 'leak';
  fuzzCase: FuzzCase;
  target: string;
  answer: RawAnswer;
}

/** What the report keeps of an answer: the status, or how the connection ended without one. */
export interface Outcome {
  fuzzCase: FuzzCase;
  column: string;
  ms: number;
}

function judge(fuzzCase: FuzzCase, answer: RawAnswer): Finding['kind'] | null {
  if (answer.outcome === 'timeout') return 'hang';
  if (answer.status !== null && answer.status >= 500) return '5xx';
  if (answer.outcome !== 'answered' && fuzzCase.expectAnswer) return 'no answer';
  if (leakMarkers.some((marker) => answer.body.includes(marker))) return 'leak';
  return null;
}

export const column = (answer: RawAnswer): string =>
  answer.outcome === 'answered' && answer.status !== null ? String(answer.status) : answer.outcome;

/**
 * Requests come from eight loopback addresses in turn (all of 127.0.0.0/8 is this machine): with the
 * relaxed limits, per-IP rate limiting then still answers 429 under this volume only rarely, so the
 * routes behind it get fuzzed. 429 remains an acceptable answer.
 */
const sourceAddress = (index: number) => `127.0.0.${1 + (index % 8)}`;

function afterAnswer(fuzzCase: FuzzCase, seed: RouteSeed | undefined, answer: RawAnswer, keeper: SessionKeeper) {
  const { caller } = fuzzCase;
  if (seed?.endsSessions && answer.status !== null && answer.status < 300) keeper.flagAll();
  else if (
    caller.role !== 'anonymous' &&
    fuzzCase.category !== 'bad credentials' &&
    (answer.status === 401 || answer.status === 403)
  )
    keeper.flag(caller.role);
}

export async function runCases(
  server: RunningServer,
  live: Live,
  keeper: SessionKeeper,
  cases: readonly FuzzCase[],
  seeds: ReadonlyMap<string, RouteSeed>,
  hangMs: number,
): Promise<{ outcomes: Outcome[]; findings: Finding[] }> {
  const findings: Finding[] = [];
  let done = 0;
  const progress = setInterval(() => console.log(`  … ${done}/${cases.length}`), 30_000);
  try {
    const outcomes = await mapPool(cases, concurrency, async (fuzzCase, index): Promise<Outcome> => {
      await keeper.ready(fuzzCase.caller);
      const built = fuzzCase.build(live);
      const answer: RawAnswer = server.exitInfo()
        ? { outcome: 'refused', status: null, body: '', ms: 0, error: 'server process has exited' }
        : await sendRaw(server.port, built.bytes, {
            timeoutMs: hangMs,
            method: fuzzCase.method,
            halfClose: fuzzCase.halfClose,
            localAddress: sourceAddress(index),
          });
      done += 1;
      learnVersion(live, built.target, answer);
      const seed = seeds.get(fuzzCase.route);
      seed?.learn?.(answer, { caller: fuzzCase.caller, target: built.target, body: built.body }, live);
      afterAnswer(fuzzCase, seed, answer, keeper);
      const kind = judge(fuzzCase, answer);
      // Only what a finding needs is kept of its answer: 20,000 answers' bodies would be memory for nothing.
      if (kind)
        findings.push({ kind, fuzzCase, target: built.target, answer: { ...answer, body: answer.body.slice(0, 300) } });
      return { fuzzCase, column: column(answer), ms: answer.ms };
    });
    await keeper.settle();
    return { outcomes, findings };
  } finally {
    clearInterval(progress);
  }
}
