import type { Expression, Kysely, SqlBool } from 'kysely';
import { forgetReferences, recordReferences } from '../content-references';
import { expressionBuilder } from 'kysely';
import type { AdminPage, AdminPageSummary, PageCursorQuery, PageWrite } from '../../../contract/admin/admin-pages';
import type { Paged } from '../../../contract/admin/paging';
import { pageAddress } from '../../../contract/public-redirect';
import { lockForUpdate } from '../../db/lock-for-update';
import type { Database } from '../../db/schema';
import { readStoredBlocks } from '../content-json';
import { toActor } from './actor';
import type { Clashing, RestoreOutcome, SaveOutcome } from './content-versions';
import { changePublication, insertValues, restoreVersion, saveVersion } from './content-versions';
import { scheduleVersion } from './scheduled-publishing';
import type { KeysetAnswer, ListOrder } from './keyset-paging';
import { readKeysetPage } from './keyset-paging';
import { countValue } from './paging-sql';
import { dropRedirectFrom } from './redirect-writes';
import { deleteRevisions } from './revisions-repository';
import { containsText } from './text-search';
import { readDraft, workingSummary } from './working-copy';

export type DeletePageOutcome =
  | { deleted: true }
  | { deleted: false; reason: 'not-found' }
  | { deleted: false; reason: 'stale' }
  | { deleted: false; reason: 'has-subpages'; subpages: number };

/** By id (the primary key, or `pages_status_id` with a status filter: migration 0030). */
const pagesOrder: ListOrder = { list: 'pages', key: null, id: 'pages.id', descending: false };

function pageFilter(query: PageCursorQuery) {
  const eb = expressionBuilder<Database, 'pages'>();
  const conditions: Expression<SqlBool>[] = [];
  if (query.status) conditions.push(eb('pages.status', '=', query.status));
  if (query.q) conditions.push(containsText(['pages.title', 'pages.slug', 'pages.description'], query.q));
  return eb.and(conditions);
}

function selectPages(db: Kysely<Database>) {
  return db
    .selectFrom('pages')
    .leftJoin('users as creator', 'creator.id', 'pages.created_by')
    .leftJoin('users as updater', 'updater.id', 'pages.updated_by')
    .select((eb) => [
      'pages.id',
      'pages.slug',
      'pages.title',
      'pages.description',
      'pages.status',
      'pages.created_at',
      'pages.updated_at',
      'pages.created_by',
      'pages.updated_by',
      'pages.version',
      'pages.draft',
      'pages.publish_at',
      'creator.display_name as creator_name',
      'updater.display_name as updater_name',
      eb
        .selectFrom('subpages')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .whereRef('subpages.page_id', '=', 'pages.id')
        .as('subpage_count'),
    ]);
}

type PageRow = Awaited<ReturnType<ReturnType<typeof selectPages>['executeTakeFirstOrThrow']>>;

function toSummary(row: PageRow): AdminPageSummary {
  return {
    id: row.id,
    ...workingSummary(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: toActor(row.created_by, row.creator_name),
    updatedBy: toActor(row.updated_by, row.updater_name),
    version: row.version,
    subpageCount: Number(row.subpage_count ?? 0),
  };
}

export function createAdminPagesRepository(db: Kysely<Database>) {
  return {
    async list(query: PageCursorQuery): Promise<Paged<AdminPageSummary> & KeysetAnswer> {
      const where = pageFilter(query);
      const [page, total] = await Promise.all([
        readKeysetPage(
          pagesOrder,
          query,
          (seek) =>
            selectPages(db)
              .where(where)
              .where(seek.where)
              .orderBy('pages.id', seek.direction)
              .limit(seek.limit)
              .offset(seek.offset)
              .execute(),
          (row) => ({ key: '', id: row.id }),
        ),
        db
          .selectFrom('pages')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where(where)
          .executeTakeFirst(),
      ]);
      return {
        items: page.rows.map(toSummary),
        total: countValue(total),
        page: query.page,
        pageSize: query.pageSize,
        nextCursor: page.nextCursor,
        prevCursor: page.prevCursor,
      };
    },

    async find(id: number): Promise<AdminPage | undefined> {
      const row = await selectPages(db).select('pages.content').where('pages.id', '=', id).executeTakeFirst();
      return row && { ...toSummary(row), blocks: readDraft(row.draft)?.blocks ?? readStoredBlocks(row.content) };
    },

    async findSlug(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('pages').select('slug').where('id', '=', id).executeTakeFirst();
      return row?.slug;
    },

    /** A redirect from the new page's address would hide it, so it goes in the same transaction. */
    create(write: PageWrite, userId: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('pages')
          .values(insertValues(write, userId))
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordReferences(trx, { type: 'page', id: row.id });
        await dropRedirectFrom(trx, pageAddress(write.slug));
        return row.id;
      });
    },

    update(id: number, write: PageWrite, userId: number, expected: number): Promise<SaveOutcome | Clashing> {
      return saveVersion(db, 'pages', id, write, userId, expected);
    },

    restore(id: number, revisionId: number, userId: number, expected: number): Promise<RestoreOutcome> {
      return restoreVersion(db, 'pages', id, revisionId, userId, expected);
    },

    changePublication(id: number, action: 'publish' | 'unpublish', userId: number, expected: number) {
      return changePublication(db, 'pages', id, action, userId, expected);
    },

    schedule(id: number, publishAt: string | null, userId: number, expected: number): Promise<SaveOutcome> {
      return scheduleVersion(db, { table: 'pages', id }, publishAt, userId, expected);
    },

    /**
     * With `cascade`, the page's subpages and every revision of them go in the same transaction. The page
     * is held `for update` on PostgreSQL, so a subpage created under it meanwhile waits (its foreign key
     * needs the row) and then fails cleanly, instead of this delete breaking on the key. A page saved since
     * the deleter read it (`expected`) is not deleted: they may not have seen what they would throw away.
     */
    remove(id: number, cascade: boolean, expected: number): Promise<DeletePageOutcome> {
      return db.transaction().execute(async (trx): Promise<DeletePageOutcome> => {
        const page = await lockForUpdate(
          trx,
          trx.selectFrom('pages').select('version').where('id', '=', id),
        ).executeTakeFirst();
        if (!page) return { deleted: false, reason: 'not-found' };
        if (page.version !== expected) return { deleted: false, reason: 'stale' };
        const subpages = await trx.selectFrom('subpages').select('id').where('page_id', '=', id).execute();
        if (subpages.length > 0 && !cascade)
          return { deleted: false, reason: 'has-subpages', subpages: subpages.length };
        await deleteRevisions(
          trx,
          'subpage',
          subpages.map((subpage) => String(subpage.id)),
        );
        await trx.deleteFrom('subpages').where('page_id', '=', id).execute();
        await forgetReferences(trx, [
          { type: 'page', id },
          ...subpages.map((subpage) => ({ type: 'subpage' as const, id: subpage.id })),
        ]);
        await deleteRevisions(trx, 'page', [String(id)]);
        await trx.deleteFrom('pages').where('id', '=', id).execute();
        return { deleted: true };
      });
    },
  };
}
