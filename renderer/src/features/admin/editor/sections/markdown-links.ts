import type { TextEdit } from './rich-text-editing';

/** A `[label](href)` in a rich-text field's value, with where it sits. */
export interface MarkdownLink {
  start: number;
  end: number;
  label: string;
  href: string;
}

interface Selection {
  text: string;
  start: number;
  end: number;
}

// The link part of parse-rich-text.ts's inline pattern: a label without `]`, an address without `)` or spaces.
const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * The link the caret is in, or the selection lies within: where the link tool edits rather than inserts, and whose
 * address the field shows. A caret just before or after a link is not in it.
 */
export function linkAt({ text, start, end }: Selection): MarkdownLink | null {
  for (const match of text.matchAll(linkPattern)) {
    const [whole, label, href] = match;
    if (label === undefined || href === undefined) continue;
    const linkEnd = match.index + whole.length;
    const inside = start === end ? match.index < start && start < linkEnd : match.index <= start && end <= linkEnd;
    if (inside) return { start: match.index, end: linkEnd, label, href };
  }
  return null;
}

/**
 * An address as the Markdown keeps it: parentheses would end the link early (`/wiki/Foo_(bar)`), so they are
 * percent-encoded, which every browser reads as the same address.
 */
export function markdownHref(href: string): string {
  return href.trim().replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/** A page title as a link's label: square brackets would end the label early, so they become round ones. */
function labelOf(title: string): string {
  return title.replace(/\[/g, '(').replace(/\]/g, ')').trim() || 'link';
}

/**
 * Makes a link to `href` and selects its label: over an existing link, keeps its label and changes its address;
 * otherwise wraps the selection (the spaces around it stay outside), or inserts `title` when nothing is selected.
 */
export function writeLink(selection: Selection, href: string, title: string, existing: MarkdownLink | null): TextEdit {
  const { text } = selection;
  let { start, end } = existing ?? selection;
  let label = existing?.label;
  if (label === undefined) {
    while (start < end && /\s/.test(text.charAt(start))) start += 1;
    while (end > start && /\s/.test(text.charAt(end - 1))) end -= 1;
    label = start < end ? text.slice(start, end) : labelOf(title);
  }
  const link = `[${label}](${markdownHref(href)})`;
  return {
    text: text.slice(0, start) + link + text.slice(end),
    selectionStart: start + 1,
    selectionEnd: start + 1 + label.length,
  };
}

/** Takes a link away and keeps its words, selected. */
export function unlink(text: string, link: MarkdownLink): TextEdit {
  return {
    text: text.slice(0, link.start) + link.label + text.slice(link.end),
    selectionStart: link.start,
    selectionEnd: link.start + link.label.length,
  };
}

/** A site address's page (`/services/x`) and the block it names (`faq`), if any; the query is neither. */
export function splitSiteHref(href: string): { path: string; anchor: string | null } {
  const hash = href.indexOf('#');
  const beforeHash = hash === -1 ? href : href.slice(0, hash);
  const path = beforeHash.replace(/\?.*$/, '') || '/';
  const anchor = hash === -1 ? '' : href.slice(hash + 1);
  return { path, anchor: anchor === '' ? null : anchor };
}
