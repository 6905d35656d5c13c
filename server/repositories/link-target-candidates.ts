import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { LinkTargetQuery } from '../../contract/admin/link-targets';
import { maxLinkTargets } from '../../contract/admin/link-targets';
import { sectionCatalogue } from '../../contract/page-content/catalogue';
import { pageAddress } from '../../contract/public-redirect';
import type { SearchSources } from '../../contract/search/build-search-documents';
import { foldCase } from '../../contract/search/case-fold';
import type { Database } from '../db/schema';
import { findLinkTargets } from '../link-targets/find-link-targets';
import type { PublishedPage, PublishedSubpage } from '../search/published-content';
import { publishedPages, publishedSubpages, withPageBlocks, withSubpageBlocks } from '../search/published-content';
import { likePattern } from './admin/text-search';

/** Rows read per step while looking for a kind's best matches. */
const batch = 40;

/** What a catalogue block is called when it has no heading (`linkAnchors`): code says it, no column holds it. */
const typeLabels = Object.values(sectionCatalogue).map((entry) => foldCase(entry.label));

/**
 * Whether SQL can narrow by this word and keep every row the ranking would keep: SQLite's `lower` folds ASCII only,
 * and a block's type label is in no column (`link_words` holds the headings, `linkWordsOf`).
 */
const narrows = (word: string) => /^[\x20-\x7e]+$/.test(word) && !typeLabels.some((label) => label.includes(word));

const like = (text: RawBuilder<string>, pattern: string) => sql<SqlBool>`lower(${text}) like ${pattern} escape '\\'`;
const tier = (title: RawBuilder<string>, path: RawBuilder<string>, phrase: string) => {
  const starts = `${likePattern(phrase).slice(1)}`;
  return sql<number>`case when ${like(title, starts)} then 0 when ${like(title, likePattern(phrase))} then 1 when ${like(path, likePattern(phrase))} then 2 else 3 end`;
};

interface Columns {
  title: RawBuilder<string>;
  path: RawBuilder<string>;
  everything: RawBuilder<string>;
}

const pageColumns: Columns = {
  title: sql<string>`pages.title`,
  path: sql<string>`case when pages.slug = 'home' then '/' else '/' || pages.slug end`,
  everything: sql<string>`pages.title || ' /' || pages.slug || ' ' || pages.link_words`,
};
const subpageColumns: Columns = {
  title: sql<string>`subpages.title`,
  path: sql<string>`'/' || pages.slug || '/' || subpages.slug`,
  everything: sql<string>`subpages.title || ' ' || pages.title || ' ' || '/' || pages.slug || '/' || subpages.slug || ' ' || subpages.link_words`,
};

function matching(columns: Columns, words: readonly string[]): RawBuilder<SqlBool>[] {
  return words.filter(narrows).map((word) => like(columns.everything, likePattern(word)));
}

const idsOf = (chosen: readonly { id: number }[]) => chosen.map((row) => row.id);

/** The rows read by id, in the order their ids were chosen. */
function inOrderOf<Row extends { id: number }>(chosen: readonly { id: number }[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return chosen.flatMap((row) => byId.get(row.id) ?? []);
}

/**
 * One kind's best matches (at most `maxLinkTargets`), read in the order the ranking puts them (title starts with the
 * phrase, has it, the address has it, then the rest, each in id order) one batch at a time until enough rank.
 */
async function bestOf<Row extends PublishedPage | PublishedSubpage>(
  read: (offset: number) => Promise<Row[]>,
  rank: (rows: Row[]) => Row[],
): Promise<Row[]> {
  const found: Row[] = [];
  for (let offset = 0; found.length < maxLinkTargets; offset += batch) {
    const rows = await read(offset);
    found.push(...rank(rows));
    if (rows.length < batch) break;
  }
  return found.slice(0, maxLinkTargets);
}

/**
 * The published page or subpage at an address, by slug lookups: a page's slug may hold a `/` (`company/careers`), so
 * the address may be a page's, or a subpage's under any of the pages its first segments name.
 */
async function atPath(db: Kysely<Database>, path: string): Promise<SearchSources> {
  const segments = path.split('/').filter((segment) => segment !== '');
  const splits = segments.slice(1).map((_, index) => ({
    parent: segments.slice(0, index + 1).join('/'),
    slug: segments.slice(index + 1).join('/'),
  }));
  const [pages, subpages] = await Promise.all([
    publishedPages(db)
      .where('slug', '=', segments.length === 0 ? 'home' : segments.join('/'))
      .execute(),
    splits.length === 0
      ? []
      : publishedSubpages(db)
          .where((eb) =>
            eb.or(
              splits.map((split) =>
                eb.and([eb('pages.slug', '=', split.parent), eb('subpages.slug', '=', split.slug)]),
              ),
            ),
          )
          .orderBy('subpages.id')
          .execute(),
  ]);
  return { pages: pages.map(withPageBlocks), subpages: subpages.map(withSubpageBlocks) };
}

/**
 * The published pages and subpages the link tool's query can list, read by targeted queries with limits instead
 * of the whole site: the address's row for `path`, the first ones for nothing typed, and for words the rows whose
 * text holds them, best first, until each kind has `maxLinkTargets` that rank. `findLinkTargets` then ranks these
 * few exactly as it ranked the whole site; the SQL order follows the ranking's for ASCII text (SQLite's `lower`
 * folds no other letters, so a non-ASCII title may be read later than it ranks).
 */
export async function linkTargetCandidates(db: Kysely<Database>, query: LinkTargetQuery): Promise<SearchSources> {
  if (query.path !== undefined) return atPath(db, query.path.replace(/[?#].*$/, '') || '/');
  const phrase = foldCase(query.q ?? '');
  const words = phrase.split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) {
    const pages = await publishedPages(db).orderBy('id').limit(maxLinkTargets).execute();
    const rest = maxLinkTargets - pages.length;
    const subpages = rest > 0 ? await publishedSubpages(db).orderBy('subpages.id').limit(rest).execute() : [];
    return { pages: pages.map(withPageBlocks), subpages: subpages.map(withSubpageBlocks) };
  }
  // Which rows of a batch the ranking keeps (the best `maxLinkTargets` of them), by their address.
  const keptPaths = (sources: SearchSources) => new Set(findLinkTargets(sources, query).map((target) => target.path));
  const rankPages = (rows: PublishedPage[]) => {
    const kept = keptPaths({ pages: rows, subpages: [] });
    return rows.filter((row) => kept.has(pageAddress(row.slug)));
  };
  const rankSubpages = (rows: PublishedSubpage[]) => {
    const kept = keptPaths({ pages: [], subpages: rows });
    return rows.filter((row) => kept.has(row.fullPath));
  };
  // Each batch is chosen by id over the narrow columns alone (on SQLite a covering index, migration 0032), from the
  // same published rows the full read takes, and only its rows are read whole: sorting every match with its content cost more than finding them.
  const [pages, subpages] = await Promise.all([
    bestOf<PublishedPage>(async (offset) => {
      let chosen = publishedPages(db).clearSelect().select('id');
      for (const condition of matching(pageColumns, words)) chosen = chosen.where(condition);
      const ids = await chosen
        .orderBy(tier(pageColumns.title, pageColumns.path, phrase))
        .orderBy('id')
        .limit(batch)
        .offset(offset)
        .execute();
      const rows = ids.length === 0 ? [] : await publishedPages(db).where('id', 'in', idsOf(ids)).execute();
      return inOrderOf(ids, rows.map(withPageBlocks));
    }, rankPages),
    bestOf<PublishedSubpage>(async (offset) => {
      let chosen = publishedSubpages(db).clearSelect().select('subpages.id');
      for (const condition of matching(subpageColumns, words)) chosen = chosen.where(condition);
      const ids = await chosen
        .orderBy(tier(subpageColumns.title, subpageColumns.path, phrase))
        .orderBy('subpages.id')
        .limit(batch)
        .offset(offset)
        .execute();
      const rows = ids.length === 0 ? [] : await publishedSubpages(db).where('subpages.id', 'in', idsOf(ids)).execute();
      return inOrderOf(ids, rows.map(withSubpageBlocks));
    }, rankSubpages),
  ]);
  const byId = <Row extends { id: number }>(rows: Row[]) => [...rows].sort((a, b) => a.id - b.id);
  return { pages: byId(pages), subpages: byId(subpages) };
}
