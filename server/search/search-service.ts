import type { Kysely } from 'kysely';
import { buildSearchDocuments } from '../../contract/search/build-search-documents';
import { normalizeTerm } from '../../contract/search/case-fold';
import type { SearchIndex } from '../../contract/search/prepare-search-index';
import { prepareSearchIndex } from '../../contract/search/prepare-search-index';
import { searchIndex } from '../../contract/search/search-index';
import type { SearchResult } from '../../contract/search/search-result';
import type { Database } from '../db/schema';
import { readContentVersion, readPublishedContent } from './published-content';

/**
 * How long a read content version is trusted. The version query reads every page row (its `updated_at`
 * sits after the large content column), so under load it is shared rather than repeated per request;
 * an edit shows up in search at most this long after it is saved.
 */
export const contentVersionTtlMs = 1000;

interface BuiltIndex {
  version: string;
  index: Promise<SearchIndex>;
}

/**
 * Search over published content. The index is a cache of the database, rebuilt lazily when the content
 * version (row counts and latest `updated_at` of pages and subpages) changes. So edits show up whoever
 * made them (admin API, script, another instance) with no coupling to that code, and nothing lives here
 * that another instance would need.
 */
export function createSearchService(db: Kysely<Database>, now: () => number = Date.now) {
  let built: BuiltIndex | undefined;
  let version: { value: Promise<string>; readAt: number } | undefined;

  function currentVersion(): Promise<string> {
    if (version && now() - version.readAt < contentVersionTtlMs) return version.value;
    const read = { value: readContentVersion(db), readAt: now() };
    version = read;
    // A failed read must not be trusted for the next second.
    read.value.catch(() => {
      if (version === read) version = undefined;
    });
    return read.value;
  }

  async function build(): Promise<SearchIndex> {
    return prepareSearchIndex(buildSearchDocuments(await readPublishedContent(db)));
  }

  async function currentIndex(): Promise<SearchIndex> {
    const latest = await currentVersion();
    if (built?.version !== latest) {
      const next: BuiltIndex = { version: latest, index: build() };
      built = next;
      next.index.catch(() => {
        if (built === next) built = undefined;
      });
    }
    return built.index;
  }

  return {
    async search(term: string): Promise<SearchResult[]> {
      if (normalizeTerm(term) === '') return [];
      return searchIndex(await currentIndex(), term);
    },
  };
}
