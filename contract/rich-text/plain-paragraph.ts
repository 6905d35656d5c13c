/**
 * Most prose is one paragraph of plain words. Such text needs no parsing to be drawn: this tells it apart with one
 * test, so a page whose text has no markup never loads the parser (`parse-rich-text.ts`) in the browser. It knows
 * no markup of its own: any character the parser could read as markup, anywhere, sends the text to the parser
 * (`plain-paragraph.test.ts` holds the two to agreeing).
 */

// Line breaks, inline markers, escapes, HTML, headings, quotes, code, and a bullet or number opening the (trimmed) text.
const mayBeMarkup = /[\n\r*[\\<>#`~]|^(?:-\s|\d{1,3}[.)]\s)/;

/** The words of text that is one plain paragraph (as the parser would read it), or undefined when it needs parsing. */
export function plainParagraph(source: string): string | undefined {
  const text = source.trim();
  return text === '' || mayBeMarkup.test(text) ? undefined : text;
}
