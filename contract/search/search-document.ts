import type { SearchResultType } from './search-result';

/** One searchable thing: a page, a subpage, or one titled or worded section of either. */
export interface SearchDocument {
  /** The page or subpage row it comes from; among duplicates the higher id wins. */
  id: number;
  type: SearchResultType;
  title: string;
  description: string;
  slug: string;
  /** Where a click goes: `/` for home, `/{slug}`, or a subpage's full path. */
  path: string;
  /** The DOM id of the rendered section (`sectionAnchorId(key)`); null for whole pages. */
  sectionId: string | null;
  /** For a subpage its parent page; for a section the page or subpage holding it. */
  parentTitle: string | null;
  /** Lower-case keywords the document is filed under (path segments, section key); matching ignores them. */
  searchTerms: string[];
  /** The words a match may land in besides title and description; snippets are cut from it. */
  text: string;
  /** The site section (top-level page) results are grouped under. */
  group: string;
}
