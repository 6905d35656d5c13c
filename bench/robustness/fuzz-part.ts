import { rmSync } from 'node:fs';
import { gatherContext } from './fuzz-context';
import { planFuzz } from './fuzz-plan';
import type { FuzzCase } from './fuzz-request';
import { leakMarkers } from './fuzz-values';
import type { PartResult } from './part-result';
import { addCount, printCountTable } from './part-result';
import { mapPool } from './pool';
import { chooseSeed, createPrng } from './prng';
import type { RawAnswer } from './raw-http';
import { sendRaw } from './raw-http';
import type { RunningServer } from './server-process';
import { freshDataDir, serverErrors, startServer } from './server-process';

/** (a) 10,000+ generated hostile requests over every route; any 5xx, lost answer, hang or crash fails. */
const concurrency = 16;
const hangMs = 10_000;

interface Finding {
  kind: '5xx' | 'no answer' | 'hang' | 'leak';
  fuzzCase: FuzzCase;
  answer: RawAnswer;
}

function column(answer: RawAnswer): string {
  return answer.outcome === 'answered' && answer.status !== null ? String(answer.status) : answer.outcome;
}

function judge(fuzzCase: FuzzCase, answer: RawAnswer): Finding['kind'] | null {
  if (answer.outcome === 'timeout') return 'hang';
  if (answer.status !== null && answer.status >= 500) return '5xx';
  if (answer.outcome !== 'answered' && fuzzCase.expectAnswer) return 'no answer';
  if (leakMarkers.some((marker) => answer.body.includes(marker))) return 'leak';
  return null;
}

const short = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;

function describe(finding: Finding): string {
  const { fuzzCase, answer } = finding;
  // A break while the body was still going out is the server closing early (e.g. after a 413) with
  // unread bytes, which resets the connection and can take its answer with it.
  const sending = answer.status === null && answer.whileSending ? ' while the body was still being sent' : '';
  const got =
    answer.status === null
      ? `${answer.outcome}${answer.error ? ` ${answer.error}` : ''}${sending}`
      : String(answer.status);
  const body = answer.body ? ` answer: ${JSON.stringify(answer.body.slice(0, 200))}` : '';
  return `${finding.kind}: ${fuzzCase.method} ${short(fuzzCase.target, 160)} [${fuzzCase.category}: ${short(fuzzCase.detail ?? '', 100)}] -> ${got}${body}`;
}

/** Findings grouped by what they say, so 300 identical 500s read as one line with a count. */
function printFindings(findings: readonly Finding[]): string[] {
  const grouped = new Map<string, number>();
  for (const finding of findings) grouped.set(describe(finding), (grouped.get(describe(finding)) ?? 0) + 1);
  const lines = [...grouped.entries()].map(([line, count]) => (count > 1 ? `${count}× ${line}` : line));
  for (const line of lines.slice(0, 100)) console.log(`  ${line}`);
  if (lines.length > 100) console.log(`  … and ${lines.length - 100} more distinct findings`);
  return lines;
}

/** Per variant of the transport-level kinds, what the server answered: e.g. "20 KB URL (414/431): 431×9". */
function printVariantAnswers(cases: readonly FuzzCase[], answers: readonly RawAnswer[], category: string): void {
  const byDetail = new Map<string, Map<string, number>>();
  cases.forEach((fuzzCase, index) => {
    const answer = answers[index];
    if (fuzzCase.category === category && answer) addCount(byDetail, fuzzCase.detail ?? '', column(answer));
  });
  console.log(`\n${category}, answers per variant:`);
  for (const [detail, row] of [...byDetail.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const cells = [...row.entries()].map(([status, count]) => `${status}×${count}`).join(' ');
    console.log(`  ${detail.padEnd(36)} ${cells}`);
  }
}

/**
 * Requests come from eight loopback addresses in turn (all of 127.0.0.0/8 is this machine): with the
 * relaxed limits, per-IP rate limiting then still answers 429 under this volume only rarely, so the
 * routes behind it get fuzzed. 429 remains an acceptable answer.
 */
const sourceAddress = (index: number) => `127.0.0.${1 + (index % 8)}`;

async function runCases(server: RunningServer, cases: readonly FuzzCase[]): Promise<RawAnswer[]> {
  let done = 0;
  const progress = setInterval(() => console.log(`  … ${done}/${cases.length}`), 15_000);
  try {
    return await mapPool(cases, concurrency, async (fuzzCase, index) => {
      const answer = server.exitInfo()
        ? { outcome: 'refused' as const, status: null, body: '', ms: 0, error: 'server process has exited' }
        : await sendRaw(server.port, fuzzCase.build(), {
            timeoutMs: hangMs,
            method: fuzzCase.method,
            halfClose: fuzzCase.halfClose,
            localAddress: sourceAddress(index),
          });
      done += 1;
      return answer;
    });
  } finally {
    clearInterval(progress);
  }
}

async function stillServing(server: RunningServer): Promise<boolean> {
  if (server.exitInfo()) return false;
  try {
    const response = await fetch(`${server.baseUrl}/api/public/pages/home`, { signal: AbortSignal.timeout(hangMs) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

export async function runFuzz(): Promise<PartResult> {
  const seed = chooseSeed();
  console.log(`\n=== (a) fuzz === seed ${seed} (replay with ROBUSTNESS_SEED=${seed})`);
  const dataDir = freshDataDir('fuzz');
  const server = await startServer({ dataDir, relaxedRateLimits: true });
  try {
    const ctx = await gatherContext(server.baseUrl, server.port);
    const cases = planFuzz(createPrng(seed), ctx);
    console.log(`${cases.length} requests, ${concurrency} at a time, each allowed ${hangMs / 1000} s`);
    const started = performance.now();
    const answers = await runCases(server, cases);
    const seconds = (performance.now() - started) / 1000;
    const alive = await stillServing(server);

    const byFamily = new Map<string, Map<string, number>>();
    const byCategory = new Map<string, Map<string, number>>();
    const findings: Finding[] = [];
    cases.forEach((fuzzCase, index) => {
      const answer = answers[index];
      if (!answer) return;
      addCount(byFamily, fuzzCase.family, column(answer));
      addCount(byCategory, fuzzCase.category, column(answer));
      const kind = judge(fuzzCase, answer);
      if (kind) findings.push({ kind, fuzzCase, answer });
    });
    console.log(`\nSent ${cases.length} in ${seconds.toFixed(1)} s (${(cases.length / seconds).toFixed(0)} req/s)\n`);
    printCountTable('by route family', byFamily);
    console.log('');
    printCountTable('by kind of request', byCategory);
    printVariantAnswers(cases, answers, 'odd headers');
    printVariantAnswers(cases, answers, 'bad multipart');

    const problems: string[] = [];
    if (findings.length > 0) {
      console.log(`\nFindings (${findings.length}):`);
      problems.push(...printFindings(findings));
    }
    if (!alive) {
      const exit = server.exitInfo();
      problems.push(`the server ${exit ? `died (exit ${JSON.stringify(exit)})` : 'stopped answering'}`);
      console.log(`\nThe server is down. Its last output:\n${server.log().slice(-3000)}`);
    }
    const errors = [...new Set(serverErrors(server.log()))];
    if (errors.length > 0) {
      console.log(`\nServer error log (${errors.length} distinct):`);
      for (const line of errors.slice(0, 20)) console.log(`  ${short(line, 300)}`);
    }
    const count = (kind: Finding['kind']) => findings.filter((finding) => finding.kind === kind).length;
    const figures =
      `${cases.length} requests in ${seconds.toFixed(0)} s, seed ${seed}: 5xx ${count('5xx')}, ` +
      `lost answers ${count('no answer')}, hangs ${count('hang')}, leaks ${count('leak')}, server ${alive ? 'up' : 'DOWN'}`;
    return { part: 'fuzz', passed: problems.length === 0, figures, problems };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
