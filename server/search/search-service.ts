import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { normalizeTerm } from '../../contract/search/case-fold';
import { segmentBytes } from '../../contract/search/posting-segment';
import { searchSteps } from '../../contract/search/search-index';
import type { SearchResult } from '../../contract/search/search-result';
import type { Database } from '../db/schema';
import { buildSegmentOffThread } from './build-segment-off-thread';
import type { InsightsSearchIndex } from './insights-search-index';
import { createInsightsSearchIndex } from './insights-search-index';
import { pagesShowingPeople } from '../repositories/content-references';
import { readPublishedPages, readPublishedSubpages } from './published-content';
import { readPeople, readPublishedArticles } from './published-insights';
import { createSlicer } from './run-in-slices';
import { latestSearchChange, pruneSearchChanges, searchChangeKept, searchChangesBetween } from './search-changes';
import type { SiteSearchIndex } from './site-search-index';
import { createSiteSearchIndex } from './site-search-index';

/**
 * How long a read content version is trusted. The version is one primary-key lookup (search_changes), shared
 * under load rather than repeated per request; an edit made elsewhere shows in search at most this long after it is
 * saved (a change on this instance or announced by another one expires it at once, `expireVersion`).
 */
export const contentVersionTtlMs = 1000;
/** Rows read per query while building the whole index. */
const buildBatch = 200;
/** The longest the full build works between two turns of the event loop, so requests get in between. */
const buildSliceMs = 8;

/** Runs `work` for each item, letting the event loop turn whenever a slice of time is used up. */
async function inSlices<T>(items: readonly T[], work: (item: T) => void): Promise<void> {
  let sliceStart = performance.now();
  for (const item of items) {
    work(item);
    if (performance.now() - sliceStart > buildSliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}
/** Share of documents added since the packed segment above which a new one is built (off the main thread). */
const repackShare = 0.1;
const repackAtLeast = 2000;

interface Built {
  site: SiteSearchIndex;
  insights: InsightsSearchIndex;
  /** The newest change applied: the log's rows after it are what this index lacks. */
  cursor: number;
}

export interface SearchServiceOptions {
  now?: () => number;
  /** Characters above which a packed segment is built on a worker thread (tests lower it). */
  offThreadAboveChars?: number;
}

/**
 * Search over published content (pages, subpages, articles, people): an index of the database kept up to date
 * from the change log that triggers write (migrations 0024, 0026), so a save costs the documents of what it changed, whoever made it (admin API, script,
 * scheduled publish, another instance). The whole site is read only to build the index at first (start, a pruned
 * log), in batches, with its postings counted on a worker thread; the index it replaces answers meanwhile.
 */
export function createSearchService(db: Kysely<Database>, options: SearchServiceOptions = {}) {
  const now = options.now ?? (() => Date.now());
  let built: Built | undefined;
  let building: Promise<Built> | undefined;
  let applying: Promise<void> = Promise.resolve();
  let repacking = false;
  let version: { value: Promise<number>; readAt: number } | undefined;
  const runInSlices = createSlicer();

  function currentVersion(): Promise<number> {
    if (version && now() - version.readAt < contentVersionTtlMs) return version.value;
    const read = { value: latestSearchChange(db), readAt: now() };
    version = read;
    // A failed read must not be trusted for the next second.
    read.value.catch(() => {
      if (version === read) version = undefined;
    });
    return read.value;
  }

  async function buildAll(): Promise<Built> {
    // The cursor first: a change saved while the rows are read is applied again afterwards, never missed.
    const cursor = await latestSearchChange(db);
    const site = createSiteSearchIndex();
    for (let afterId = 0; ;) {
      const rows = await readPublishedPages(db, { afterId, limit: buildBatch });
      await inSlices(rows, (page) => site.setPage(page.id, page, true));
      if (rows.length < buildBatch) break;
      afterId = rows[rows.length - 1]?.id ?? afterId;
    }
    for (let afterId = 0; ;) {
      const rows = await readPublishedSubpages(db, { afterId, limit: buildBatch });
      await inSlices(rows, (subpage) => site.setSubpage(subpage.id, subpage, true));
      if (rows.length < buildBatch) break;
      afterId = rows[rows.length - 1]?.id ?? afterId;
    }
    const insights = createInsightsSearchIndex(site);
    // People first: an article's documents carry its authors' names.
    for (let afterId = 0; ;) {
      const rows = await readPeople(db, { afterId, limit: buildBatch });
      for (const person of rows) insights.setPerson(person.id, person);
      if (rows.length < buildBatch) break;
      afterId = rows[rows.length - 1]?.id ?? afterId;
    }
    for (let afterId = 0; ;) {
      const rows = await readPublishedArticles(db, { afterId, limit: buildBatch });
      await inSlices(rows, (article) => insights.setArticle(article.id, article, true));
      if (rows.length < buildBatch) break;
      afterId = rows[rows.length - 1]?.id ?? afterId;
    }
    insights.refreshPeople(insights.peopleIds(), true);
    const { upTo, entries } = site.live.snapshot();
    site.live.install(await buildSegmentOffThread(entries, options), upTo);
    return { site, insights, cursor };
  }

  /** Builds the whole index once at a time; until it is done the previous one (if any) keeps answering. */
  function rebuild(): Promise<Built> {
    if (building) return building;
    const run = buildAll().then(
      (next) => {
        built = next;
        if (building === run) building = undefined;
        return next;
      },
      (error: unknown) => {
        if (building === run) building = undefined;
        throw error;
      },
    );
    building = run;
    return run;
  }

  async function applyChanges(target: Built, upTo: number): Promise<void> {
    if (!(await searchChangeKept(db, target.cursor))) {
      void rebuild().catch(() => undefined);
      return;
    }
    const changed = await searchChangesBetween(db, target.cursor, upTo);
    const { articleIds, personIds } = changed;
    // A changed person changes the team sections that show them (issue 30).
    const shown = await pagesShowingPeople(db, personIds);
    const pageIds = [...new Set([...changed.pageIds, ...shown.pageIds])];
    const subpageIds = [...new Set([...changed.subpageIds, ...shown.subpageIds])];
    const pages = new Map((await readPublishedPages(db, { ids: pageIds })).map((page) => [page.id, page]));
    const moved = pageIds.filter((id) => target.site.setPage(id, pages.get(id)));
    const stale = new Set([...subpageIds, ...target.site.subpagesOf(moved)]);
    const subpages = await readPublishedSubpages(db, { ids: [...stale], pageIds: moved });
    for (const subpage of subpages) stale.add(subpage.id);
    const read = new Map(subpages.map((subpage) => [subpage.id, subpage]));
    for (const id of stale) target.site.setSubpage(id, read.get(id));
    await applyInsightChanges(target.insights, articleIds, personIds);
    target.cursor = upTo;
    const applied = pageIds.length + subpageIds.length + articleIds.length + personIds.length;
    if (upTo % 1000 < applied) void pruneSearchChanges(db, upTo).catch(() => undefined);
    repackWhenWorthIt(target);
  }

  /** People before articles (a renamed author re-reads what they wrote), then the people whose articles moved. */
  async function applyInsightChanges(insights: InsightsSearchIndex, articleIds: number[], personIds: number[]) {
    const people = new Map((await readPeople(db, { ids: personIds })).map((person) => [person.id, person]));
    const renamed = personIds.flatMap((id) => insights.setPerson(id, people.get(id)));
    const ids = [...new Set([...articleIds, ...renamed])];
    const articles = new Map((await readPublishedArticles(db, { ids })).map((article) => [article.id, article]));
    const bylines = ids.flatMap((id) => insights.setArticle(id, articles.get(id)));
    insights.refreshPeople([...personIds, ...bylines]);
  }

  function repackWhenWorthIt(target: Built): void {
    const { live } = target.site;
    if (repacking || live.recent < Math.max(repackAtLeast, live.size * repackShare)) return;
    repacking = true;
    const { upTo, entries } = live.snapshot();
    buildSegmentOffThread(entries, options)
      .then((segment) => live.install(segment, upTo))
      .catch(() => undefined)
      .finally(() => (repacking = false));
  }

  /** The index with every change up to the current version applied; changes are applied one batch at a time. */
  async function freshIndex(): Promise<SiteSearchIndex> {
    const target = built ?? (await rebuild());
    const latest = await currentVersion();
    if (latest > target.cursor) {
      applying = applying
        .catch(() => undefined)
        .then(() => (latest > target.cursor ? applyChanges(target, latest) : undefined));
      await applying;
    }
    return target.site;
  }

  return {
    /** `sliceMs` only for bench:search-scale's figure of a search run in one piece (Infinity), as it was. */
    async search(term: string, slices: { sliceMs?: number } = {}): Promise<SearchResult[]> {
      if (normalizeTerm(term) === '') return [];
      // In slices, so that page requests (and other searches) are answered between them.
      return runInSlices(searchSteps((await freshIndex()).live, term), slices);
    },
    /** Content changed (here, or announced by another instance): the next search reads the version again. */
    expireVersion(): void {
      version = undefined;
    },
    /** What the index holds, for the stated bound on its memory (bench:search-scale). */
    stats(): { documents: number; packedBytes: number; recent: number } | undefined {
      if (!built) return undefined;
      const { live } = built.site;
      return { documents: live.size, packedBytes: segmentBytes(live.segment), recent: live.recent };
    },
    /** Builds the index ahead of the first search (at start), off the request path. */
    warmUp(): Promise<void> {
      return rebuild().then(() => undefined);
    },
  };
}
