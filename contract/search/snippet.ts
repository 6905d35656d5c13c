import { findMatchRanges } from './case-fold';
import type { HighlightRange } from './search-result';
import { ellipsis, searchLimits } from './search-limits';

export interface MarkedText {
  text: string;
  highlights: HighlightRange[];
}

function cutAtEnd(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}${ellipsis}` : text;
}

/** Moves a cut off the middle of a word when a space is near, so snippets start and end on whole words. */
function startOnWord(text: string, start: number, limit: number): number {
  if (start === 0 || /\s/.test(text.charAt(start - 1))) return start;
  const space = text.slice(start, limit).search(/\s/);
  return space === -1 ? start : start + space + 1;
}

function endOnWord(text: string, end: number, limit: number): number {
  if (end === text.length || /\s/.test(text.charAt(end))) return end;
  const space = text.slice(limit, end).search(/\s\S*$/);
  return space === -1 ? end : limit + space;
}

/**
 * About 35 characters either side of the first match, with ellipses where text was cut; the first 150
 * characters when the match is not in `text` (it was in the title or description).
 */
export function makeSnippet(text: string, foldedText: string, foldedTerm: string): MarkedText {
  const at = foldedTerm === '' ? -1 : foldedText.indexOf(foldedTerm);
  if (at === -1) return { text: cutAtEnd(text, searchLimits.snippetFallback), highlights: [] };

  const matchEnd = at + foldedTerm.length;
  const start = startOnWord(text, Math.max(0, at - searchLimits.snippetContext), at);
  const end = endOnWord(text, Math.min(text.length, matchEnd + searchLimits.snippetContext), matchEnd);
  const body = text.slice(start, end).trim();
  const snippet = `${start > 0 ? ellipsis : ''}${body}${end < text.length ? ellipsis : ''}`;
  return { text: snippet, highlights: findMatchRanges(snippet, foldedTerm) };
}

/** A description as the dialog shows it: at most 60 characters, with its matches marked. */
export function previewDescription(description: string, foldedTerm: string): MarkedText {
  const text = cutAtEnd(description, searchLimits.descriptionPreview);
  return { text, highlights: findMatchRanges(text, foldedTerm) };
}
