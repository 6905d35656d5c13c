import * as z from 'zod/mini';
import { parseRichText } from './parse-rich-text';

/**
 * Rich text as the content schemas accept it: the Markdown subset of `parse-rich-text.ts`, refused with the
 * parser's reason (raw HTML, unsupported blocks, links that may not be followed) rather than stored.
 */
export const RichTextSchema = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(10_000),
  z.superRefine((value, context) => {
    const parsed = parseRichText(value);
    if (!parsed.ok) context.issues.push({ code: 'custom', message: parsed.problem, input: value });
  }),
);
