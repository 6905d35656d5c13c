import type { HighlightRange } from './search-result';

/**
 * Lower-cases without changing the length, so an offset found in the folded text is the same offset in
 * the original. A few characters grow when lower-cased (`İ` becomes `i̇`); those are left as they are.
 */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let folded = '';
  for (const char of text) {
    const lowered = char.toLowerCase();
    folded += lowered.length === char.length ? lowered : char;
  }
  return folded;
}

/** Every non-overlapping occurrence of an already folded, non-empty `foldedTerm` in `text`, in order. */
export function findMatchRanges(text: string, foldedTerm: string): HighlightRange[] {
  if (foldedTerm === '') return [];
  const folded = foldCase(text);
  const ranges: HighlightRange[] = [];
  for (let at = folded.indexOf(foldedTerm); at !== -1; at = folded.indexOf(foldedTerm, at + foldedTerm.length)) {
    ranges.push({ start: at, end: at + foldedTerm.length });
  }
  return ranges;
}

/** A term as it is matched: trimmed and folded; `''` means "no search". */
export function normalizeTerm(term: string): string {
  return foldCase(term.trim());
}
