import type { PublicPageSummary, PublicSubpageSummary } from '../pages';
import { blockAnchorIds } from '../page-content/block-anchors';
import { readRawBlocks, type RawBlock } from '../page-content/blocks';
import { blocksFromKeyedContent } from '../page-content/keyed-content';
import { parsePageSection } from '../page-content/page-content';
import type { SearchDocument } from './search-document';
import { pathTerms } from './path-terms';
import { sectionText } from './section-text';

/**
 * A page or subpage as search reads it: its `blocks` (the server's index, and public answers), or only the spec's
 * keyed `content` (an older server's answer); neither when only the list entry is known.
 */
export type SearchSourcePage = PublicPageSummary & { blocks?: unknown; content?: unknown };
export type SearchSourceSubpage = PublicSubpageSummary & { blocks?: unknown; content?: unknown };

export interface SearchSources {
  pages: readonly SearchSourcePage[];
  subpages: readonly SearchSourceSubpage[];
}

export function pagePath(slug: string): string {
  return slug === 'home' ? '/' : `/${slug}`;
}

function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export interface ContentOwner {
  id: number;
  title: string;
  slug: string;
  path: string;
  group: string;
  blocks: RawBlock[];
}

/** Keyed content reads as blocks named by their keys, so its anchors are the ones such a page had. */
export function blocksOf(source: { blocks?: unknown; content?: unknown }): RawBlock[] {
  if (Array.isArray(source.blocks)) return readRawBlocks(source.blocks);
  let next = 0;
  return blocksFromKeyedContent(source.content, () => `keyed-${(next += 1)}`);
}

/** A page's, subpage's or article's worded blocks, each a `content` document at the block's anchor. */
export function contentDocuments(owner: ContentOwner): SearchDocument[] {
  const documents: SearchDocument[] = [];
  const anchors = blockAnchorIds(owner.blocks);
  for (const block of owner.blocks) {
    const section = parsePageSection(block.type, block.data);
    if (!('data' in section)) continue;
    const { title, description, text, empty } = sectionText(section);
    if (empty) continue;
    documents.push({
      id: owner.id,
      type: 'content',
      title,
      description,
      slug: owner.slug,
      path: owner.path,
      sectionId: anchors.get(block.id) ?? null,
      parentTitle: owner.title,
      searchTerms: [...pathTerms(owner.path), section.key.toLowerCase()],
      text,
      group: owner.group,
    });
  }
  return documents;
}

/** The root slug a page files under (`services` for `services/cloud`): results group by it. */
export const rootSlug = (slug: string) => slug.split('/')[0] ?? slug;

/** The group name of a root slug: the title of the published top-level page there, or the slug title-cased. */
export function groupName(rootTitles: ReadonlyMap<string, string>, root: string): string {
  return rootTitles.get(root) ?? titleCase(root);
}

/** One page as documents: the page itself, then each of its worded sections. */
export function pageDocuments(page: SearchSourcePage, group: string): SearchDocument[] {
  const path = pagePath(page.slug);
  return [
    {
      id: page.id,
      type: 'page',
      title: page.title,
      description: page.description,
      slug: page.slug,
      path,
      sectionId: null,
      parentTitle: null,
      searchTerms: pathTerms(path),
      text: page.description,
      group,
    },
    ...contentDocuments({ id: page.id, title: page.title, slug: page.slug, path, group, blocks: blocksOf(page) }),
  ];
}

/** One subpage as documents: the subpage, filed under its parent, then each of its worded sections. */
export function subpageDocuments(subpage: SearchSourceSubpage, group: string): SearchDocument[] {
  const owner = {
    id: subpage.id,
    title: subpage.title,
    slug: subpage.slug,
    path: subpage.fullPath,
    group,
    blocks: blocksOf(subpage),
  };
  return [
    {
      id: subpage.id,
      type: 'subpage',
      title: subpage.title,
      description: subpage.description,
      slug: subpage.slug,
      path: subpage.fullPath,
      sectionId: null,
      parentTitle: subpage.parentTitle,
      searchTerms: pathTerms(subpage.fullPath),
      text: subpage.description,
      group,
    },
    ...contentDocuments(owner),
  ];
}

/** Top-level pages' titles by slug: what groups are named by. */
export function rootTitlesOf(pages: readonly SearchSourcePage[]): Map<string, string> {
  return new Map(pages.filter((page) => !page.slug.includes('/')).map((page) => [page.slug, page.title]));
}

/**
 * Every page, subpage and worded section as a document: pages first, each followed by its sections, then
 * subpages likewise. Results group under the top-level page a path starts with (`/services/...` under
 * Services), named by that page's title when it is published.
 */
export function buildSearchDocuments(sources: SearchSources): SearchDocument[] {
  const rootTitles = rootTitlesOf(sources.pages);
  return [
    ...sources.pages.flatMap((page) => pageDocuments(page, groupName(rootTitles, rootSlug(page.slug)))),
    ...sources.subpages.flatMap((subpage) =>
      subpageDocuments(subpage, groupName(rootTitles, rootSlug(subpage.parentSlug))),
    ),
  ];
}
