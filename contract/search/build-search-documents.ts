import type { PublicPageSummary, PublicSubpageSummary } from '../pages';
import { blockAnchorIds } from '../page-content/block-anchors';
import { readRawBlocks, type RawBlock } from '../page-content/blocks';
import { blocksFromKeyedContent } from '../page-content/keyed-content';
import { parsePageSection } from '../page-content/page-content';
import type { SearchDocument } from './search-document';
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

const rootSlug = (slug: string) => slug.split('/')[0] ?? slug;

function pathTerms(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

interface Owner {
  id: number;
  title: string;
  slug: string;
  path: string;
  group: string;
  blocks: RawBlock[];
}

/** Keyed content reads as blocks named by their keys, so its anchors are the ones such a page had. */
function blocksOf(source: { blocks?: unknown; content?: unknown }): RawBlock[] {
  if (Array.isArray(source.blocks)) return readRawBlocks(source.blocks);
  let next = 0;
  return blocksFromKeyedContent(source.content, () => `keyed-${(next += 1)}`);
}

function contentDocuments(owner: Owner): SearchDocument[] {
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

/**
 * Every page, subpage and worded section as a document: pages first, each followed by its sections, then
 * subpages likewise. Results group under the top-level page a path starts with (`/services/...` under
 * Services), named by that page's title when it is published.
 */
export function buildSearchDocuments(sources: SearchSources): SearchDocument[] {
  const rootTitles = new Map(
    sources.pages.filter((page) => !page.slug.includes('/')).map((page) => [page.slug, page.title]),
  );
  const groupOf = (slug: string) => rootTitles.get(rootSlug(slug)) ?? titleCase(rootSlug(slug));
  const documents: SearchDocument[] = [];

  for (const page of sources.pages) {
    const path = pagePath(page.slug);
    const group = groupOf(page.slug);
    documents.push({
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
    });
    documents.push(
      ...contentDocuments({ id: page.id, title: page.title, slug: page.slug, path, group, blocks: blocksOf(page) }),
    );
  }

  for (const subpage of sources.subpages) {
    const group = groupOf(subpage.parentSlug);
    documents.push({
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
    });
    const owner = {
      id: subpage.id,
      title: subpage.title,
      slug: subpage.slug,
      path: subpage.fullPath,
      group,
      blocks: blocksOf(subpage),
    };
    documents.push(...contentDocuments(owner));
  }
  return documents;
}
