import type { Kysely, Selectable } from 'kysely';
import { recordReferences } from '../content-references';
import type {
  AdminArticle,
  AdminArticleSummary,
  ArticleListQuery,
  ArticleWrite,
} from '../../../contract/admin/admin-articles';
import type { Paged } from '../../../contract/admin/paging';
import type { PageWrite } from '../../../contract/admin/admin-pages';
import { articlePath, articleReadingMinutes } from '../../../contract/articles';
import type { ArticlesTable, Database } from '../../db/schema';
import { articleMetaJson, readArticleMeta } from '../article-meta';
import { toActor } from './actor';
import type { Clashing, RestoreOutcome, SaveOutcome } from './content-versions';
import { changePublication, insertValues, restoreVersion, saveVersion } from './content-versions';
import { dropRedirectFrom } from './redirect-writes';
import { deleteAtVersion } from './delete-at-version';
import { scheduleVersion } from './scheduled-publishing';
import { containsText } from './text-search';
import { workingSummary, workingWrite } from './working-copy';

type ArticleRow = Selectable<ArticlesTable> & { creator_name: string | null; updater_name: string | null };

function selectArticles(db: Kysely<Database>) {
  return db
    .selectFrom('articles')
    .leftJoin('users as creator', 'creator.id', 'articles.created_by')
    .leftJoin('users as updater', 'updater.id', 'articles.updated_by')
    .selectAll('articles')
    .select(['creator.display_name as creator_name', 'updater.display_name as updater_name']);
}

/** An article's write as the pages' versioning code stores it: a page write with its own fields as `meta`. */
export function contentWrite(write: ArticleWrite): PageWrite & { meta: string } {
  const { kind, cover, authorIds, topics, relatedPageIds, ...page } = write;
  return { ...page, meta: articleMetaJson({ kind, cover, authorIds, topics, relatedPageIds }) };
}

async function authorNames(db: Kysely<Database>): Promise<Map<number, string>> {
  const people = await db.selectFrom('people').select(['id', 'name']).execute();
  return new Map(people.map((person) => [person.id, person.name]));
}

/** The working copy (a live article's draft, if it has one), as staff see and edit it. */
function toArticle(row: ArticleRow, names: Map<number, string>): AdminArticle {
  const working = workingWrite(row, row.status);
  const meta = readArticleMeta(working.meta);
  return {
    id: row.id,
    ...workingSummary(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: toActor(row.created_by, row.creator_name),
    updatedBy: toActor(row.updated_by, row.updater_name),
    version: row.version,
    ...meta,
    authorNames: meta.authorIds.flatMap((id) => names.get(id) ?? []),
    publishedAt: row.published_at,
    readingMinutes: articleReadingMinutes(working.blocks),
    blocks: working.blocks,
  };
}

function toSummary(article: AdminArticle): AdminArticleSummary {
  const { blocks: _blocks, ...summary } = article;
  return summary;
}

/**
 * Articles for staff. Saves, drafts, schedules, revisions, merges and renames are the pages' own
 * (`content-versions.ts`, table `articles`); kind and author filters read the working copy's meta, so they run
 * here rather than in SQL (see articles-repository.ts).
 */
export function createAdminArticlesRepository(db: Kysely<Database>) {
  return {
    async list(query: ArticleListQuery): Promise<Paged<AdminArticleSummary> & { pageSize: number }> {
      let select = selectArticles(db).orderBy('articles.updated_at', 'desc').orderBy('articles.id', 'desc');
      if (query.status) select = select.where('articles.status', '=', query.status);
      if (query.q)
        select = select.where(containsText(['articles.title', 'articles.slug', 'articles.description'], query.q));
      const names = await authorNames(db);
      const found = (await select.execute())
        .map((row) => toArticle(row, names))
        .filter((article) => !query.kind || article.kind === query.kind)
        .filter((article) => !query.authorId || article.authorIds.includes(query.authorId));
      const start = (query.page - 1) * query.pageSize;
      const items = found.slice(start, start + query.pageSize).map(toSummary);
      return { items, total: found.length, page: query.page, pageSize: query.pageSize };
    },

    async find(id: number): Promise<AdminArticle | undefined> {
      const row = await selectArticles(db).where('articles.id', '=', id).executeTakeFirst();
      return row && toArticle(row, await authorNames(db));
    },

    findSlug(id: number): Promise<string | undefined> {
      return db
        .selectFrom('articles')
        .select('slug')
        .where('id', '=', id)
        .executeTakeFirst()
        .then((row) => row?.slug);
    },

    /** A redirect from the new article's address would hide it, so it goes in the same transaction. */
    create(write: ArticleWrite, userId: number): Promise<number> {
      const { meta, ...page } = contentWrite(write);
      return db.transaction().execute(async (trx) => {
        const values = insertValues(page, userId);
        const published = write.status === 'published' ? { published_at: values.created_at } : {};
        const row = await trx
          .insertInto('articles')
          .values({ ...values, meta, ...published })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordReferences(trx, { type: 'article', id: row.id });
        await dropRedirectFrom(trx, articlePath(write.slug));
        return row.id;
      });
    },

    update(id: number, write: ArticleWrite, userId: number, expected: number): Promise<SaveOutcome | Clashing> {
      return saveVersion(db, 'articles', id, contentWrite(write), userId, expected);
    },

    restore(id: number, revisionId: number, userId: number, expected: number): Promise<RestoreOutcome> {
      return restoreVersion(db, 'articles', id, revisionId, userId, expected);
    },

    changePublication(id: number, action: 'publish' | 'unpublish', userId: number, expected: number) {
      return changePublication(db, 'articles', id, action, userId, expected);
    },

    schedule(id: number, publishAt: string | null, userId: number, expected: number): Promise<SaveOutcome> {
      return scheduleVersion(db, { table: 'articles', id }, publishAt, userId, expected);
    },

    /** Deleted only at the version the deleter read: one saved since may hold what they never saw. */
    remove(id: number, expected: number): Promise<'deleted' | 'not-found' | 'stale'> {
      return deleteAtVersion(db, 'articles', id, expected);
    },
  };
}
