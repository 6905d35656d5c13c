import { normalizeTerm } from './case-fold';
import { dedupeKey } from './dedupe-results';
import type { SearchIndex } from './prepare-search-index';
import { fieldIncludes, originalField } from './prepare-search-index';
import type { SearchResult } from './search-result';
import { searchLimits } from './search-limits';
import { snippetOf, toSearchResult } from './search-result-builder';

export interface SearchOptions {
  limit?: number;
}

const types = ['page', 'subpage', 'article', 'person', 'content'] as const;
const typeRank = new Map<string, number>(types.map((type, rank) => [type, rank]));
const fields = ['title', 'description', 'text'] as const;
/** Documents looked at between two pauses of a search (`searchSteps`): well under a millisecond of work. */
export const documentsPerStep = 256;

function matchRank(index: SearchIndex, at: number, term: string): number {
  const prepared = index.documents[at];
  if (!prepared) return -1;
  return fields.findIndex((field) => fieldIncludes(prepared, field, term));
}

/**
 * Candidates in result order: title matches, then description, then text; by type, then document order within
 * each. Title and description are short, so every candidate is sorted by them in one pass; text is tested lazily,
 * so a common term stops scanning as soon as the walk has its limit. Yields `undefined` every `documentsPerStep`
 * documents: a pause where the caller may let other work run (search-steps on the server).
 */
function* rankedMatches(index: SearchIndex, candidates: Uint32Array, term: string): Generator<number | undefined> {
  const byRank = fields.map(() => types.map((): number[] => []));
  for (let next = 0; next < candidates.length; next += 1) {
    if (next % documentsPerStep === documentsPerStep - 1) yield undefined;
    const at = candidates[next] as number;
    const prepared = index.documents[at];
    const type = prepared && typeRank.get(prepared.type);
    if (!prepared || type === undefined) continue;
    const rank = fieldIncludes(prepared, 'title', term) ? 0 : fieldIncludes(prepared, 'description', term) ? 1 : 2;
    byRank[rank]?.[type]?.push(at);
  }
  let looked = 0;
  for (const [rank, byType] of byRank.entries()) {
    for (const ofType of byType) {
      for (const at of ofType) {
        if ((looked += 1) % documentsPerStep === 0) yield undefined;
        // A document removed during a pause is skipped; its text is tested only when reached.
        const prepared = index.documents[at];
        if (prepared && (rank < 2 || fieldIncludes(prepared, 'text', term))) yield at;
      }
    }
  }
}

function keyOf(index: SearchIndex, at: number, term: string): string {
  const prepared = index.documents[at];
  if (!prepared) return '';
  return dedupeKey({
    type: prepared.type,
    path: prepared.path,
    slug: prepared.slug,
    sectionId: prepared.sectionId,
    title: originalField(prepared, 'title'),
    snippet: snippetOf(prepared, term).text,
  });
}

/**
 * The spec's search: the term, trimmed, as a case-insensitive substring of title, description or text.
 * Results come title matches first, then description, then text (pages, subpages, articles, people, then
 * sections on a tie), de-duplicated (the higher id wins, in the first one's place) and cut to `limit`.
 * As steps: it pauses (yields) every few hundred documents, so that a server can answer other requests
 * between them (issue 33: a common word at 10,000 pages is tens of milliseconds of work).
 */
export function* searchSteps(
  index: SearchIndex,
  rawTerm: string,
  options: SearchOptions = {},
): Generator<void, SearchResult[]> {
  const term = normalizeTerm(rawTerm);
  if (term === '') return [];
  const limit = options.limit ?? searchLimits.maxResults;
  const kept: { at: number }[] = [];
  const byKey = new Map<string, { at: number }>();
  const settled = new Set<number>();
  const idOf = (at: number) => index.documents[at]?.id ?? -1;

  const candidates = index.candidates(term);
  yield;
  for (const at of rankedMatches(index, candidates, term)) {
    if (at === undefined) {
      yield;
      continue;
    }
    if (kept.length >= limit) break;
    if (settled.has(at)) continue;
    settled.add(at);
    const lookalikes = index.lookalikes(at);
    if (!lookalikes) {
      kept.push({ at });
      continue;
    }
    const key = keyOf(index, at, term);
    const entry = byKey.get(key);
    if (entry) {
      if (idOf(at) > idOf(entry.at)) entry.at = at;
      continue;
    }
    const added = { at };
    byKey.set(key, added);
    kept.push(added);
    // A duplicate ranked further down might not be reached before the walk stops, yet its higher id must win.
    for (const other of lookalikes) {
      if (settled.has(other) || matchRank(index, other, term) === -1 || keyOf(index, other, term) !== key) continue;
      settled.add(other);
      if (idOf(other) > idOf(added.at)) added.at = other;
    }
  }
  return kept.flatMap(({ at }) => {
    const prepared = index.documents[at];
    return prepared ? [toSearchResult(prepared, term)] : [];
  });
}

/** `searchSteps` run to the end at once. */
export function searchIndex(index: SearchIndex, rawTerm: string, options: SearchOptions = {}): SearchResult[] {
  const steps = searchSteps(index, rawTerm, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
