import { imagePathPattern } from '../../contract/link-rules';

/** A public address that changed: the page's own path, which also carries every path below it. */
export interface AddressMove {
  from: string;
  to: string;
}

export interface LinkChange {
  from: string;
  to: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The moved link, or null when `link` points elsewhere (`/old-page` is not below `/old`). */
export function movedLink(link: string, move: AddressMove): string | null {
  if (link === move.from) return move.to;
  const rest = link.slice(move.from.length);
  return link.startsWith(move.from) && /^[/?#]/.test(rest) ? `${move.to}${rest}` : null;
}

function rewriteText(text: string, move: AddressMove, changes: LinkChange[]): string {
  // A picture's address is a file, never a page's: `/media/…` must not move with a page called `media`.
  if (imagePathPattern.test(text)) return text;
  const whole = movedLink(text, move);
  if (whole !== null) {
    changes.push({ from: text, to: whole });
    return whole;
  }
  // Rich text keeps its links as Markdown, `[label](/old/…)`, inside a longer string.
  const markdown = new RegExp(`\\]\\(${escapeRegExp(move.from)}([/?#][^)\\s]*)?(?=[)\\s])`, 'g');
  return text.replace(markdown, (_match, rest: string | undefined) => {
    const from = `${move.from}${rest ?? ''}`;
    const to = `${move.to}${rest ?? ''}`;
    changes.push({ from, to });
    return `](${to}`;
  });
}

function rewriteValue(value: unknown, move: AddressMove, changes: LinkChange[]): unknown {
  if (typeof value === 'string') return rewriteText(value, move, changes);
  if (Array.isArray(value)) return value.map((item) => rewriteValue(item, move, changes));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, rewriteValue(entry, move, changes)]));
}

/**
 * Points every internal link of a document (any string that is the old path or below it, and Markdown link
 * targets in rich text) at the new address. Content is JSON whose link fields have many names (`link`,
 * `href`, `url`), so every string is considered; only a whole site path matches, which prose never is.
 */
export function rewriteLinks(content: unknown, move: AddressMove): { content: unknown; changes: LinkChange[] } {
  const changes: LinkChange[] = [];
  // The root is below nothing and above everything: a moved home page keeps its links as they are.
  if (move.from === '/') return { content, changes };
  return { content: rewriteValue(content, move, changes), changes };
}
