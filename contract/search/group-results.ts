import type { SearchResult } from './search-result';

export interface SearchResultGroup {
  label: string;
  results: SearchResult[];
}

/** Results by site section, the section with most results first; ties keep the order they first appeared in. */
export function groupResults(results: readonly SearchResult[]): SearchResultGroup[] {
  const groups = new Map<string, SearchResult[]>();
  for (const result of results) {
    const members = groups.get(result.group);
    if (members) members.push(result);
    else groups.set(result.group, [result]);
  }
  // Array.prototype.sort is stable, so equal counts stay in first-appearance order.
  return [...groups]
    .map(([label, members]) => ({ label, results: members }))
    .sort((a, b) => b.results.length - a.results.length);
}
