import { JSDOM } from 'jsdom';

/**
 * The words a visitor reads on a server-rendered page: the body's text without scripts (the handed-over query
 * state among them) and styles, whitespace collapsed, the copyright year as `YEAR` so a recorded page stays
 * comparable next year. What is folded with a form inside a `<details>` (a job's application form, in the server's HTML since
 * issue 31 so that it works without JavaScript; before, its code drew it only when asked) is no content of the page:
 * it is left out, so that pages recorded before it still compare.
 */
export function visibleText(html: string): string {
  const { document } = new JSDOM(html).window;
  for (const element of document.querySelectorAll('script, style, noscript, template')) element.remove();
  for (const form of document.querySelectorAll('details form')) {
    const folded = form.closest('details');
    for (const child of [...(folded?.children ?? [])]) if (child.tagName !== 'SUMMARY') child.remove();
  }
  return (document.body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .replace(/©\s*\d{4}/g, '© YEAR')
    .trim();
}
