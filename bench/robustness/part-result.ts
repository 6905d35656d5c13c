/** What each part hands to the summary: pass or fail, the figures in one line, and why it failed. */
export interface PartResult {
  part: string;
  passed: boolean;
  figures: string;
  problems: string[];
}

export function printSummary(results: readonly PartResult[]): void {
  const width = Math.max(...results.map((result) => result.part.length), 4);
  console.log('\n=== Summary ===');
  for (const result of results) {
    console.log(`${result.part.padEnd(width)}  ${result.passed ? 'PASS' : 'FAIL'}  ${result.figures}`);
    for (const problem of result.problems.slice(0, 10)) console.log(`${' '.repeat(width)}        - ${problem}`);
    if (result.problems.length > 10)
      console.log(`${' '.repeat(width)}        - … and ${result.problems.length - 10} more`);
  }
}

/** A table of counts: one row per key, one column per status (or outcome), in a stable order. */
export function printCountTable(title: string, counts: ReadonlyMap<string, ReadonlyMap<string, number>>): void {
  const columns = [...new Set([...counts.values()].flatMap((row) => [...row.keys()]))].sort();
  const labelWidth = Math.max(title.length, ...[...counts.keys()].map((key) => key.length));
  const cell = (text: string) => text.padStart(Math.max(6, ...columns.map((column) => column.length)) + 1);
  console.log(`${title.padEnd(labelWidth)}${columns.map(cell).join('')}${cell('total')}`);
  for (const [key, row] of [...counts.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const total = [...row.values()].reduce((sum, value) => sum + value, 0);
    const values = columns.map((column) => cell(row.has(column) ? String(row.get(column)) : '.'));
    console.log(`${key.padEnd(labelWidth)}${values.join('')}${cell(String(total))}`);
  }
}

export function addCount(counts: Map<string, Map<string, number>>, key: string, column: string): void {
  const row = counts.get(key) ?? new Map<string, number>();
  row.set(column, (row.get(column) ?? 0) + 1);
  counts.set(key, row);
}
