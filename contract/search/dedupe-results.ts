import type { SearchResult } from './search-result';
import { searchLimits } from './search-limits';

export type DedupeFields = Pick<SearchResult, 'type' | 'path' | 'slug' | 'sectionId' | 'title' | 'snippet'>;

/** Type, path (or slug), section id, title and the first five words of the snippet: the spec's identity of a hit. */
export function dedupeKey(result: DedupeFields): string {
  const words = result.snippet.trim().split(/\s+/).slice(0, searchLimits.dedupeSnippetWords).join(' ');
  return [result.type, result.path || result.slug, result.sectionId ?? '', result.title, words].join('\u0000');
}

/** Drops repeated hits; of two with the same key the higher id wins, in the place the first one held. */
export function dedupeResults(results: readonly SearchResult[]): SearchResult[] {
  const byKey = new Map<string, SearchResult>();
  for (const result of results) {
    const key = dedupeKey(result);
    const kept = byKey.get(key);
    if (!kept || result.id > kept.id) byKey.set(key, result);
  }
  return [...byKey.values()];
}
