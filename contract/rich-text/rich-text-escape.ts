/**
 * Backslash escapes of rich text (`parse-rich-text.ts`): `\*` is a literal asterisk, as in Markdown. Plain text
 * written before a field took rich text is escaped once (migration 0020, the shared call to action) so that it reads
 * exactly as it did: no asterisk becomes italic, no `1.` at a line's start becomes a list.
 */

/** A backslash before ASCII punctuation: the pair stands for the punctuation itself. */
export const escapePair = /\\([!-/:-@[-`{-~])/g;

const punctuation = /[!-/:-@[-`{-~]/;

/** The source with every escape pair blanked, so that the parser's refusals never see escaped characters. */
export function maskEscapes(source: string): string {
  return source.replace(escapePair, '  ');
}

/** What would open a block at a line's start: a heading, a quote, a code fence, a bullet, a number. */
const blockOpener = /^(\s*)(#|>|```|~~~|-(?=\s)|\d{1,3}(?=[.)]\s))/;

function escapeInline(line: string): string {
  let escaped = '';
  for (let index = 0; index < line.length; index += 1) {
    const char = line.charAt(index);
    const next = line.charAt(index + 1);
    if (char === '\\' && punctuation.test(next)) escaped += '\\\\';
    else if (char === '*' || char === '[') escaped += `\\${char}`;
    else if (char === '<' && /[A-Za-z!/?]/.test(next)) escaped += '\\<';
    else escaped += char;
  }
  return escaped;
}

/**
 * Plain text as rich text that reads the same: the markers the parser would read (asterisks, link brackets, HTML's
 * `<`, and what opens a heading, quote, list or code block at a line's start) are escaped; nothing else changes, so
 * the text stays as readable in the editor as it was.
 */
export function escapeRichText(plain: string): string {
  return plain
    .split('\n')
    .map((line) => {
      const inline = escapeInline(line);
      const opener = blockOpener.exec(inline);
      if (!opener) return inline;
      const [whole, indent = '', marker = ''] = opener;
      // A number's own digits stay; its dot or parenthesis is what the parser would read.
      if (/^\d/.test(marker)) return `${indent}${marker}\\${inline.slice(whole.length)}`;
      return `${indent}\\${inline.slice(indent.length)}`;
    })
    .join('\n');
}

/** Back from `escapeRichText`: every escape pair becomes its character (other markup stays as written). */
export function unescapeRichText(text: string): string {
  return text.replace(escapePair, '$1');
}
