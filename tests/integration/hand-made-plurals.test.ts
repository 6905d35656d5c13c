import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Counts are put into words by contract/plural.ts (Intl.PluralRules), which the admin's count-wording table and
 * the server's audit summaries use; contract/plural.test.ts and the admin's count-wording.test.ts walk them with
 * 0, 1 and 2. This test finds counts worded by hand around them ("1 rows", "item(s)", `n === 1 ? '' : 's'`), so a
 * new count cannot skip the helper.
 */
const roots = ['contract', 'server', 'renderer/src'];

const handMade: { name: string; pattern: RegExp }[] = [
  { name: 'a form chosen by comparing with 1', pattern: /[!=]== 1 \?/ },
  // "http(s)" is the scheme, not a plural.
  { name: 'an "(s)" plural', pattern: /(?<!http)\(s\)/ },
  { name: 'a count before a plural noun', pattern: /\$\{[\w.]*(count|Count|length|total|deleted)\} [a-zé]+s\b/ },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('counts in words', () => {
  it('are worded by the plural helper, never by hand', () => {
    const found = roots.flatMap(sourceFiles).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          handMade
            .filter(({ pattern }) => pattern.test(line) && !line.trim().startsWith('*'))
            .map(({ name }) => `${file}:${index + 1} ${name}: ${line.trim()}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
