import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * "Every write of a document's content must call recordReferences" (issue 33), checked on the source: a module that
 * inserts into or updates pages, subpages, articles, people or global components must call it (or say below why
 * it need not). The API tests (references-in-step.test.ts) check the paths they walk; this one also catches a new
 * writer nobody has written a test for. Migrations are left out: each fills the tables from what is stored.
 */
const serverRoot = path.resolve(import.meta.dirname, '..');

/** Modules that write these tables without changing what any document references. */
const exempt: Record<string, string> = {
  'repositories/admin/scheduled-publishing.ts':
    'sets only publish_at; the publish itself goes through content-versions',
};

const contentTable =
  /(insertInto|updateTable)\(\s*(['"](pages|subpages|articles|people|global_components)['"]|table\b|row\.table\b)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['migrations', 'test'].includes(entry.name) ? [] : sourceFiles(full);
    const isTest = /\.(test|postgres-test|test-support)\.ts$/.test(entry.name);
    return entry.name.endsWith('.ts') && !isTest ? [full] : [];
  });
}

describe('writers of documents’ content', () => {
  it('each call recordReferences, or are listed with the reason they need not', () => {
    const writers = sourceFiles(serverRoot).filter((file) => contentTable.test(readFileSync(file, 'utf8')));
    const forgetting = writers
      .map((file) => path.relative(serverRoot, file).split(path.sep).join('/'))
      .filter((file) => !(file in exempt))
      .filter((file) => !readFileSync(path.join(serverRoot, file), 'utf8').includes('recordReferences('));
    expect(forgetting).toEqual([]);
    // The scan finds the writers it is about (a pattern that matched nothing would pass silently).
    expect(writers.length).toBeGreaterThan(10);
  });
});
