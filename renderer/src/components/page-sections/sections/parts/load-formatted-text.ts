import { plainParagraph } from '../../../../../../contract/rich-text/plain-paragraph';
import { cachedLoad } from '../../../../lib/server-markup/cached-load';

/** The rich-text parser and its renderer: one download, made only for text that is more than a plain paragraph. */
export const loadFormattedText = cachedLoad(() => import('./formatted-text'));

/** Whether any text of a block's data needs the parser to be drawn (titles and labels included: it only over-loads). */
export function needsFormattedText(data: unknown): boolean {
  if (typeof data === 'string') return plainParagraph(data) === undefined && data.trim() !== '';
  if (Array.isArray(data)) return data.some(needsFormattedText);
  if (typeof data === 'object' && data !== null) return Object.values(data).some(needsFormattedText);
  return false;
}

/**
 * A block's code download, with the parser's when its text needs it, so that a section coming alive draws its
 * formatted text in the same render (rather than a moment later). Remembered like `load`, for React's `use`.
 */
export function withFormattedText<T>(load: () => Promise<T>, data: unknown): () => Promise<T> {
  if (!needsFormattedText(data)) return load;
  return cachedLoad(() => Promise.all([load(), loadFormattedText()]).then(([loaded]) => loaded));
}
