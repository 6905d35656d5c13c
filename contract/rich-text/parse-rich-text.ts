import { isAllowedLink, linkMessage } from '../link-rules';
import { maskEscapes } from './rich-text-escape';

/**
 * Rich text as staff write it and as it is stored: a small subset of Markdown, so that what is saved is plain
 * text a person can read and a server can check, never HTML. Blocks are separated by blank lines:
 *
 *     ## Heading            (level 2; ### for level 3)
 *     A paragraph with **bold**, *italic* and a [link](/contact).
 *     - a bulleted item     (or "* ")
 *     1. a numbered item
 *
 * A backslash before punctuation writes it literally (`\*`, `\[`, `1\. `; see `rich-text-escape.ts`). Anything beyond
 * that is refused with a reason rather than shown literally: HTML, level-1 or deeper headings, quotes, code, images,
 * links that lead where content links may not (the link rules of `link-rules.ts`), and headings in a field that
 * takes none (a short text inside a block: an answer, a card, a biography).
 * No zod, no DOM: the server validates with it, the public site renders from it, search reads its words.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold' | 'italic'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'heading'; level: 2 | 3; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

export type RichTextParse = { ok: true; blocks: Block[] } | { ok: false; problem: string };

export interface RichTextOptions {
  /** Whether `## ` and `### ` lines are headings (long-form blocks), or refused (short texts); true if left out. */
  headings?: boolean;
}

const noHeadings = 'Headings are not used in this field: write the text as paragraphs or a list';

const refusals: [RegExp, string][] = [
  [/<[A-Za-z!/?]/, 'HTML is not accepted: use the formatting buttons'],
  [/^#(?!#)\s/m, 'Headings start at level 2 (## Heading): the page title is the only level 1'],
  [/^#{4,}\s/m, 'Headings go down to level 3 (### Heading)'],
  [/^>/m, 'Quotes are not supported'],
  [/^(```|~~~)/m, 'Code blocks are not supported'],
  [/!\[/, 'Images go in image fields, not in text'],
];

const bullet = /^[-*]\s+(.*)$/;
const numbered = /^\d{1,3}[.)]\s+(.*)$/;
const heading = /^(#{2,3})\s+(.*)$/;

/** Parses stored rich text; a problem says what is not accepted, in words for the person who wrote it. */
export function parseRichText(source: string, options: RichTextOptions = {}): RichTextParse {
  const headings = options.headings ?? true;
  // Escaped characters are text: `\<b>` is the words "<b>", not HTML.
  const markup = maskEscapes(source);
  if (!headings && /^#+\s/m.test(markup)) return { ok: false, problem: noHeadings };
  for (const [pattern, problem] of refusals) if (pattern.test(markup)) return { ok: false, problem };
  const blocks: Block[] = [];
  try {
    for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
      const lines = chunk
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
      blocks.push(...parseChunk(lines, headings));
    }
  } catch (error) {
    if (error instanceof RichTextProblem) return { ok: false, problem: error.message };
    throw error;
  }
  return { ok: true, blocks };
}

class RichTextProblem extends Error {}

function parseChunk(lines: string[], headings: boolean): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const line of lines) {
    const title = heading.exec(line);
    const item = bullet.exec(line) ?? numbered.exec(line);
    if (title?.[1] && title[2] !== undefined) {
      if (!headings) throw new RichTextProblem(noHeadings);
      flush();
      blocks.push({ kind: 'heading', level: title[1].length === 2 ? 2 : 3, children: parseInline(title[2]) });
    } else if (item?.[1] !== undefined) {
      flush();
      const ordered = numbered.test(line);
      const last = blocks.at(-1);
      const items = last?.kind === 'list' && last.ordered === ordered ? last.items : undefined;
      if (items) items.push(parseInline(item[1]));
      else blocks.push({ kind: 'list', ordered, items: [parseInline(item[1])] });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

// An escape pair is one character wherever it stands, inside bold, italic or a link's words too. Bold before
// italic, so that "**" is never read as two italic markers.
const inlinePattern =
  /\\([!-/:-@[-`{-~])|\*\*((?:\\.|[^\\])+?)\*\*|\*((?:\\.|[^\\])+?)\*|\[((?:\\.|[^\\\]])+)\]\(([^)\s]+)\)/;

function parseInline(text: string): Inline[] {
  const result: Inline[] = [];
  // Escaped characters join the text around them: "2 \* 3" is one piece of text.
  const pushText = (piece: string) => {
    const last = result.at(-1);
    if (last?.kind === 'text') last.text += piece;
    else result.push({ kind: 'text', text: piece });
  };
  let rest = text;
  while (rest !== '') {
    const match = inlinePattern.exec(rest);
    if (!match) {
      pushText(rest);
      break;
    }
    if (match.index > 0) pushText(rest.slice(0, match.index));
    const [whole, escaped, bold, italic, label, href] = match;
    if (escaped !== undefined) pushText(escaped);
    else if (bold !== undefined) result.push({ kind: 'bold', children: parseInline(bold) });
    else if (italic !== undefined) result.push({ kind: 'italic', children: parseInline(italic) });
    else if (label !== undefined && href !== undefined) {
      if (!isAllowedLink(href)) throw new RichTextProblem(`Link "${href}": ${linkMessage}`);
      result.push({ kind: 'link', href, children: parseInline(label) });
    }
    rest = rest.slice(match.index + whole.length);
  }
  return result;
}

function inlineText(inlines: Inline[]): string {
  return inlines.map((inline) => (inline.kind === 'text' ? inline.text : inlineText(inline.children))).join('');
}

/** The words of rich text without its markup, for search and previews; unparseable text is returned as it is. */
export function richTextWords(source: string): string {
  const parsed = parseRichText(source);
  if (!parsed.ok) return source;
  return parsed.blocks
    .map((block) =>
      block.kind === 'list' ? block.items.map((item) => inlineText(item)).join(' ') : inlineText(block.children),
    )
    .join(' ');
}
