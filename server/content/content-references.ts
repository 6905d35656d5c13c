import { imagePathPattern } from '../../contract/link-rules';
import { mediaIdsIn } from '../../contract/media/media-urls';

/**
 * What one document points at: library pictures by id, site addresses its links name, pages it shows by id (an
 * article's related services, drawn with the page's title and address) and people its team sections show.
 */
export interface References {
  media: Set<number>;
  links: Set<string>;
  pages: Set<number>;
  people: Set<number>;
}

/**
 * The longest address kept: a rename looks links up by the address that moved (a page's or subpage's, far
 * shorter), so a longer prefix could never be asked for.
 */
export const maxReferencedPath = 300;

const markdownLink = /\]\((\/[^)\s]*)/g;

/**
 * A link as a rename finds it: its path without query or fragment, and every path above it, so `/a/b#faq` is found
 * when `/a` or `/a/b` moves by one equality lookup (an index serves it in any collation, where a prefix range would
 * not in PostgreSQL's). The root is left out: a moved home page rewrites no links (`rewriteLinks`).
 */
function addPathAndParents(link: string, into: Set<string>): void {
  const path = link.split(/[?#]/, 1)[0] ?? '';
  for (let at = path.indexOf('/', 1); at !== -1; at = path.indexOf('/', at + 1)) {
    if (at > 1 && at <= maxReferencedPath) into.add(path.slice(0, at));
  }
  if (path.length > 1 && path.length <= maxReferencedPath) into.add(path);
}

/** Mirrors `rewriteText` (rewrite-links.ts): a whole string that is a site path, or a Markdown link's target. */
function addLinksOf(text: string, into: Set<string>): void {
  if (text.startsWith('/') && !imagePathPattern.test(text)) addPathAndParents(text, into);
  if (!text.includes('](/')) return;
  for (const match of text.matchAll(markdownLink)) addPathAndParents(match[1] ?? '', into);
}

/** An article's meta names the pages it shows as `relatedPageIds` (`ArticleMeta`). */
function addPagesOf(value: object, into: Set<number>): void {
  if (!('relatedPageIds' in value) || !Array.isArray(value.relatedPageIds)) return;
  for (const id of value.relatedPageIds) if (Number.isSafeInteger(id)) into.add(id as number);
}

/** A team section's member (`{ personId }`, `contract/page-content/team.ts`) names a person of the collection. */
const personIdOf = (value: object): number | undefined => {
  const id = (value as { personId?: unknown }).personId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

function walk(value: unknown, into: Omit<References, 'media'>): void {
  if (typeof value === 'string') addLinksOf(value, into.links);
  else if (Array.isArray(value)) for (const item of value) walk(item, into);
  else if (value !== null && typeof value === 'object') {
    addPagesOf(value, into.pages);
    const personId = personIdOf(value);
    if (personId !== undefined) into.people.add(personId);
    for (const item of Object.values(value)) walk(item, into);
  }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The references of a document's stored JSON texts (live content, draft, an article's meta, a person's photo; a
 * text that is not JSON, such as a person's bio, is passed as a JSON string). A superset of what a rename rewrites:
 * every string is considered, as `rewriteLinks` considers it, and which of them really is a link to the moved
 * address is still decided by the rewrite.
 */
export function referencesIn(texts: readonly (string | null)[]): References {
  const found: References = { media: new Set(), links: new Set(), pages: new Set(), people: new Set() };
  for (const text of texts) {
    if (text === null) continue;
    for (const id of mediaIdsIn(text)) found.media.add(id);
    walk(parsed(text), found);
  }
  return found;
}
