import type { LinkTarget, LinkTargetQuery } from '../../contract/admin/link-targets';
import { maxLinkTargets } from '../../contract/admin/link-targets';
import { pageAddress } from '../../contract/public-redirect';
import type { SearchSources } from '../../contract/search/build-search-documents';
import { readRawBlocks } from '../../contract/page-content/blocks';
import { foldCase } from '../../contract/search/case-fold';
import { linkAnchors } from './link-anchors';

function targetsOf(sources: SearchSources): LinkTarget[] {
  return [
    ...sources.pages.map((page) => ({
      kind: 'page' as const,
      title: page.title,
      path: pageAddress(page.slug),
      parentTitle: null,
      anchors: linkAnchors(readRawBlocks(page.blocks)),
    })),
    ...sources.subpages.map((subpage) => ({
      kind: 'subpage' as const,
      title: subpage.title,
      path: subpage.fullPath,
      parentTitle: subpage.parentTitle,
      anchors: linkAnchors(readRawBlocks(subpage.blocks)),
    })),
  ];
}

/** How well a target answers the words: its title first, then its address, then a block's heading; null: not at all. */
function rank(target: LinkTarget, words: readonly string[], phrase: string): number | null {
  const title = foldCase(target.title);
  const everything = foldCase(
    [target.title, target.parentTitle ?? '', target.path, ...target.anchors.map((anchor) => anchor.label)].join(' '),
  );
  if (!words.every((word) => everything.includes(word))) return null;
  if (title.startsWith(phrase)) return 0;
  if (title.includes(phrase)) return 1;
  if (foldCase(target.path).includes(phrase)) return 2;
  return 3;
}

/**
 * The published pages and subpages a link may point to, as the link tool lists them: `path` picks one address
 * exactly; `q` keeps those whose title, page title, address or block headings hold every word typed, best first;
 * neither lists them in site order. Never more than `maxLinkTargets`.
 */
export function findLinkTargets(sources: SearchSources, query: LinkTargetQuery): LinkTarget[] {
  const targets = targetsOf(sources);
  if (query.path !== undefined) {
    // A link's address may name a block (`#faq`) or carry a query: the page is what is looked up.
    const path = query.path.replace(/[?#].*$/, '') || '/';
    return targets.filter((target) => target.path === path).slice(0, 1);
  }
  const phrase = foldCase(query.q ?? '');
  const words = phrase.split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return targets.slice(0, maxLinkTargets);
  return targets
    .map((target, order) => ({ target, order, rank: rank(target, words, phrase) }))
    .filter((entry): entry is typeof entry & { rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, maxLinkTargets)
    .map((entry) => entry.target);
}
