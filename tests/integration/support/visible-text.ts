import { JSDOM } from 'jsdom';

/**
 * The words a visitor reads on a server-rendered page: the body's text without scripts (the handed-over query
 * state among them) and styles, whitespace collapsed, the copyright year as `YEAR` so a recorded page stays
 * comparable next year.
 */
export function visibleText(html: string): string {
  const { document } = new JSDOM(html).window;
  for (const element of document.querySelectorAll('script, style, noscript, template')) element.remove();
  return (document.body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .replace(/©\s*\d{4}/g, '© YEAR')
    .trim();
}
