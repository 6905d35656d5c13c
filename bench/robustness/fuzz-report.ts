import type { Finding, Outcome } from './fuzz-run';
import { callerLabel } from './fuzz-seed';
import { addCount, printCountTable } from './part-result';

/** What a run prints: per route the requests, status counts, 5xx and hangs; per kind of request; findings. */
const short = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;

export interface RouteFigures {
  requests: number;
  statuses: Map<string, number>;
  serverErrors: number;
  hangs: number;
}

export function perRoute(outcomes: readonly Outcome[], label: (route: string) => string): Map<string, RouteFigures> {
  const figures = new Map<string, RouteFigures>();
  for (const { fuzzCase, column } of outcomes) {
    const key = label(fuzzCase.route);
    const row = figures.get(key) ?? { requests: 0, statuses: new Map(), serverErrors: 0, hangs: 0 };
    row.requests += 1;
    row.statuses.set(column, (row.statuses.get(column) ?? 0) + 1);
    if (Number(column) >= 500) row.serverErrors += 1;
    if (column === 'timeout') row.hangs += 1;
    figures.set(key, row);
  }
  return figures;
}

export function printPerRoute(figures: ReadonlyMap<string, RouteFigures>): void {
  const width = Math.max(...[...figures.keys()].map((key) => key.length), 5);
  console.log(`\n${'route'.padEnd(width)}  requests  5xx  hangs  answers`);
  for (const [route, row] of [...figures.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const answers = [...row.statuses.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    const cells = `${String(row.requests).padStart(8)}  ${String(row.serverErrors).padStart(3)}  ${String(row.hangs).padStart(5)}`;
    console.log(`${route.padEnd(width)}  ${cells}  ${answers}`);
  }
}

export function printPerCategory(outcomes: readonly Outcome[]): void {
  const byCategory = new Map<string, Map<string, number>>();
  for (const { fuzzCase, column } of outcomes) addCount(byCategory, fuzzCase.category, column);
  console.log('');
  printCountTable('by kind of request', byCategory);
}

function describe(finding: Finding): string {
  const { fuzzCase, answer, target } = finding;
  // A break while the body was still going out is the server closing early (e.g. after a 413) with
  // unread bytes, which resets the connection and can take its answer with it.
  const sending = answer.status === null && answer.whileSending ? ' while the body was still being sent' : '';
  const got =
    answer.status === null
      ? `${answer.outcome}${answer.error ? ` ${answer.error}` : ''}${sending}`
      : String(answer.status);
  const body = answer.body ? ` answer: ${JSON.stringify(answer.body.slice(0, 200))}` : '';
  const as = callerLabel(fuzzCase.caller);
  return `${finding.kind}: ${fuzzCase.method} ${short(target, 160)} as ${as} [${fuzzCase.route}; ${fuzzCase.category}: ${short(fuzzCase.detail, 100)}] -> ${got}${body}`;
}

/** Findings grouped by what they say, so 300 identical 500s read as one line with a count. */
export function printFindings(findings: readonly Finding[]): string[] {
  const grouped = new Map<string, number>();
  for (const finding of findings) grouped.set(describe(finding), (grouped.get(describe(finding)) ?? 0) + 1);
  const lines = [...grouped.entries()].map(([line, count]) => (count > 1 ? `${count}× ${line}` : line));
  for (const line of lines.slice(0, 150)) console.log(`  ${line}`);
  if (lines.length > 150) console.log(`  … and ${lines.length - 150} more distinct findings`);
  return lines;
}
