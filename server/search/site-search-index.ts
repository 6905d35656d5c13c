import type { SearchSourcePage, SearchSourceSubpage } from '../../contract/search/build-search-documents';
import { groupName, pageDocuments, rootSlug, subpageDocuments } from '../../contract/search/build-search-documents';
import type { LiveSearchIndex } from '../../contract/search/live-search-index';
import { createLiveSearchIndex } from '../../contract/search/live-search-index';
import type { SearchDocument } from '../../contract/search/search-document';

/** Kinds of owner, in the order their documents come in results of one type: pages, subpages, articles, people. */
const kindRank = { page: 0, subpage: 1, article: 2, person: 3 } as const;
export type OwnerKind = keyof typeof kindRank;

/** A document's place among those of its type: by kind of owner, then owner id, then place within its owner. */
export function ownerOrder(kind: OwnerKind, id: number, position: number): number {
  return kindRank[kind] * 2 ** 45 + id * 2 ** 12 + Math.min(position, 2 ** 12 - 1);
}

interface Owner {
  slots: number[];
  root: string;
}

/**
 * The site's search index kept per owner (a page, a subpage, an article, a person: insights-search-index.ts): a change replaces that owner's
 * documents and nothing else. What one owner's documents borrow from others is tracked here: a subpage shows
 * its parent's slug and title (so a page's change tells which subpages to re-read), and every document is grouped
 * under its top-level page's title (so that title changing renames the group in place, without re-reading).
 */
export function createSiteSearchIndex(live: LiveSearchIndex = createLiveSearchIndex()) {
  const owners = new Map<string, Owner>();
  const pages = new Map<number, { slug: string; title: string }>();
  const rootTitles = new Map<string, string>();
  const byRoot = new Map<string, Set<string>>();
  const subpageParents = new Map<number, number>();
  const subpagesByPage = new Map<number, Set<number>>();

  function regroup(root: string): void {
    const group = groupName(rootTitles, root);
    for (const key of byRoot.get(root) ?? []) {
      for (const slot of owners.get(key)?.slots ?? []) {
        const prepared = live.documents[slot];
        if (prepared) prepared.group = group;
      }
    }
  }

  function removeOwner(key: string): void {
    const owner = owners.get(key);
    if (!owner) return;
    for (const slot of owner.slots) live.remove(slot);
    owners.delete(key);
    byRoot.get(owner.root)?.delete(key);
  }

  /** Indexes one owner's documents in place of what it had; none removes it. */
  function setOwner(
    kind: OwnerKind,
    id: number,
    root: string,
    documents: readonly SearchDocument[],
    deferred: boolean,
  ) {
    const key = `${kind}:${id}`;
    removeOwner(key);
    if (documents.length === 0) return;
    const slots = documents.map((document, position) => live.add(document, ownerOrder(kind, id, position), deferred));
    owners.set(key, { slots, root });
    const members = byRoot.get(root) ?? new Set<string>();
    members.add(key);
    byRoot.set(root, members);
  }

  return {
    live,
    setOwner,
    /**
     * A page as it now is (`undefined`: unpublished or deleted). Answers whether what its subpages show of it
     * (slug, title, being published) changed, so that the caller re-reads them.
     */
    setPage(id: number, page: SearchSourcePage | undefined, deferred = false): boolean {
      const before = pages.get(id);
      const root = page ? rootSlug(page.slug) : '';
      setOwner('page', id, root, page ? pageDocuments(page, groupName(rootTitles, root)) : [], deferred);
      if (page) pages.set(id, { slug: page.slug, title: page.title });
      else pages.delete(id);
      for (const slug of new Set([before?.slug, page?.slug])) {
        if (slug === undefined || slug.includes('/')) continue;
        if (page?.slug === slug) rootTitles.set(slug, page.title);
        else rootTitles.delete(slug);
        regroup(slug);
      }
      return before?.slug !== page?.slug || before?.title !== page?.title;
    },
    setSubpage(id: number, subpage: (SearchSourceSubpage & { pageId: number }) | undefined, deferred = false): void {
      const root = subpage ? rootSlug(subpage.parentSlug) : '';
      setOwner('subpage', id, root, subpage ? subpageDocuments(subpage, groupName(rootTitles, root)) : [], deferred);
      const parent = subpageParents.get(id);
      if (parent !== undefined) subpagesByPage.get(parent)?.delete(id);
      if (!subpage) {
        subpageParents.delete(id);
        return;
      }
      subpageParents.set(id, subpage.pageId);
      const siblings = subpagesByPage.get(subpage.pageId) ?? new Set<number>();
      siblings.add(id);
      subpagesByPage.set(subpage.pageId, siblings);
    },
    /** Subpages in the index now, of the given pages. */
    subpagesOf(pageIds: Iterable<number>): number[] {
      return [...pageIds].flatMap((pageId) => [...(subpagesByPage.get(pageId) ?? [])]);
    },
  };
}

export type SiteSearchIndex = ReturnType<typeof createSiteSearchIndex>;
