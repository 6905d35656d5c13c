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

const fields = ['title', 'description', 'text'] as const;

function matchRank(index: SearchIndex, at: number, term: string): number {
  const prepared = index.documents[at];
  if (!prepared) return -1;
  return fields.findIndex((field) => fieldIncludes(prepared, field, term));
}

/**
 * Candidates in result order: title matches, then description, then text; by type, then document order
 * within each. Lazy, so a common term stops scanning as soon as the walk has its limit.
 */
function* rankedMatches(index: SearchIndex, candidates: Uint32Array, term: string): Generator<number> {
  const byType = types.map((type) => candidates.filter((at) => index.documents[at]?.document.type === type));
  for (const [rank, field] of fields.entries()) {
    for (const ofType of byType) {
      for (const at of ofType) {
        // Testing this field first settles most documents with one substring search.
        const prepared = index.documents[at];
        if (prepared && fieldIncludes(prepared, field, term) && matchRank(index, at, term) === rank) yield at;
      }
    }
  }
}

function keyOf(index: SearchIndex, at: number, term: string): string {
  const prepared = index.documents[at];
  if (!prepared) return '';
  return dedupeKey({
    ...prepared.document,
    title: originalField(prepared, 'title'),
    snippet: snippetOf(prepared, term).text,
  });
}

/**
 * The spec's search: the term, trimmed, as a case-insensitive substring of title, description or text.
 * Results come title matches first, then description, then text (pages, subpages, articles, people, then
 * sections on a tie), de-duplicated (the higher id wins, in the first one's place) and cut to `limit`.
 */
export function searchIndex(index: SearchIndex, rawTerm: string, options: SearchOptions = {}): SearchResult[] {
  const term = normalizeTerm(rawTerm);
  if (term === '') return [];
  const limit = options.limit ?? searchLimits.maxResults;
  const kept: { at: number }[] = [];
  const byKey = new Map<string, { at: number }>();
  const settled = new Set<number>();
  const idOf = (at: number) => index.documents[at]?.document.id ?? -1;

  for (const at of rankedMatches(index, index.candidates(term), term)) {
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
