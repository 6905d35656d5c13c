import * as z from 'zod/mini';
import type { RichTextOptions } from './parse-rich-text';
import { parseRichText } from './parse-rich-text';

/**
 * Rich text as the content schemas accept it: the Markdown subset of `parse-rich-text.ts`, refused with the
 * parser's reason (raw HTML, unsupported blocks, links that may not be followed) rather than stored. The length
 * counts the markup: escaped plain text (migration 0020) may be up to twice as long as its words.
 */
function richText(options: RichTextOptions) {
  return z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(10_000),
    z.superRefine((value, context) => {
      const parsed = parseRichText(value, options);
      if (!parsed.ok) context.issues.push({ code: 'custom', message: parsed.problem, input: value });
    }),
  );
}

/** Long-form text with headings of its own (level 2–3): text blocks, a policy page's body. */
export const RichTextSchema = richText({ headings: true });

/**
 * Running text inside a block that has its own heading (an answer, a card, a biography, a quote): paragraphs,
 * lists, bold, italic and links, no headings.
 */
export const ShortRichTextSchema = richText({ headings: false });
