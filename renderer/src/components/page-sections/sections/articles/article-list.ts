import type { Article } from '../../../../../../contract/page-content/articles';

/**
 * Newest first. Dates are YYYY-MM-DD, so comparing the strings compares the days; pieces of the same day keep
 * the order staff gave them (the sort is stable).
 */
export function newestFirst(items: readonly Article[]): Article[] {
  return [...items].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}

/** Each distinct value of a field, in the order staff first used it: the order of the filter buttons. */
export function distinctValues(items: readonly Article[], field: 'topic' | 'kind'): string[] {
  return [...new Set(items.map((item) => item[field]))];
}
