import type { Expression, Kysely, SqlBool } from 'kysely';
import { recordReferences } from '../content-references';
import { expressionBuilder } from 'kysely';
import type { AdminSubpage, AdminSubpageSummary, PageListQuery, PageWrite } from '../../../contract/admin/admin-pages';
import type { Paged } from '../../../contract/admin/paging';
import { subpageAddress } from '../../../contract/public-redirect';
import type { Database } from '../../db/schema';
import { readStoredBlocks } from '../content-json';
import { toActor } from './actor';
import type { Clashing, RestoreOutcome, SaveOutcome } from './content-versions';
import { changePublication, insertValues, restoreVersion, saveVersion } from './content-versions';
import { scheduleVersion } from './scheduled-publishing';
import { countValue, offsetOf } from './paging-sql';
import { dropRedirectFrom } from './redirect-writes';
import { deleteAtVersion } from './delete-at-version';
import { containsText } from './text-search';
import { readDraft, workingSummary } from './working-copy';

function subpageFilter(pageId: number, query: PageListQuery) {
  const eb = expressionBuilder<Database, 'subpages'>();
  const conditions: Expression<SqlBool>[] = [eb('subpages.page_id', '=', pageId)];
  if (query.status) conditions.push(eb('subpages.status', '=', query.status));
  if (query.q) {
    conditions.push(containsText(['subpages.title', 'subpages.slug', 'subpages.description'], query.q));
  }
  return eb.and(conditions);
}

function selectSubpages(db: Kysely<Database>) {
  return db
    .selectFrom('subpages')
    .innerJoin('pages', 'pages.id', 'subpages.page_id')
    .leftJoin('users as creator', 'creator.id', 'subpages.created_by')
    .leftJoin('users as updater', 'updater.id', 'subpages.updated_by')
    .select([
      'subpages.id',
      'subpages.page_id',
      'pages.slug as parent_slug',
      'subpages.slug',
      'subpages.title',
      'subpages.description',
      'subpages.status',
      'subpages.created_at',
      'subpages.updated_at',
      'subpages.created_by',
      'subpages.updated_by',
      'subpages.version',
      'subpages.draft',
      'subpages.publish_at',
      'creator.display_name as creator_name',
      'updater.display_name as updater_name',
    ]);
}

type SubpageRow = Awaited<ReturnType<ReturnType<typeof selectSubpages>['executeTakeFirstOrThrow']>>;

function toSummary(row: SubpageRow): AdminSubpageSummary {
  return {
    id: row.id,
    pageId: row.page_id,
    parentSlug: row.parent_slug,
    fullPath: `/${row.parent_slug}/${row.slug}`,
    ...workingSummary(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: toActor(row.created_by, row.creator_name),
    updatedBy: toActor(row.updated_by, row.updater_name),
    version: row.version,
  };
}

export function createAdminSubpagesRepository(db: Kysely<Database>) {
  return {
    async listForPage(pageId: number, query: PageListQuery): Promise<Paged<AdminSubpageSummary>> {
      const where = subpageFilter(pageId, query);
      const [rows, total] = await Promise.all([
        selectSubpages(db).where(where).orderBy('subpages.id').limit(query.pageSize).offset(offsetOf(query)).execute(),
        db
          .selectFrom('subpages')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where(where)
          .executeTakeFirst(),
      ]);
      return { items: rows.map(toSummary), total: countValue(total), page: query.page, pageSize: query.pageSize };
    },

    async find(id: number): Promise<AdminSubpage | undefined> {
      const row = await selectSubpages(db).select('subpages.content').where('subpages.id', '=', id).executeTakeFirst();
      return row && { ...toSummary(row), blocks: readDraft(row.draft)?.blocks ?? readStoredBlocks(row.content) };
    },

    findSlug(id: number): Promise<{ slug: string; pageId: number } | undefined> {
      return db.selectFrom('subpages').select(['slug', 'page_id as pageId']).where('id', '=', id).executeTakeFirst();
    },

    /** A redirect from the new subpage's address would hide it, so it goes in the same transaction. */
    create(pageId: number, write: PageWrite, userId: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('subpages')
          .values({ ...insertValues(write, userId), page_id: pageId })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordReferences(trx, { type: 'subpage', id: row.id });
        const parent = await trx.selectFrom('pages').select('slug').where('id', '=', pageId).executeTakeFirst();
        if (parent) await dropRedirectFrom(trx, subpageAddress(parent.slug, write.slug));
        return row.id;
      });
    },

    update(id: number, write: PageWrite, userId: number, expected: number): Promise<SaveOutcome | Clashing> {
      return saveVersion(db, 'subpages', id, write, userId, expected);
    },

    restore(id: number, revisionId: number, userId: number, expected: number): Promise<RestoreOutcome> {
      return restoreVersion(db, 'subpages', id, revisionId, userId, expected);
    },

    changePublication(id: number, action: 'publish' | 'unpublish', userId: number, expected: number) {
      return changePublication(db, 'subpages', id, action, userId, expected);
    },

    schedule(id: number, publishAt: string | null, userId: number, expected: number): Promise<SaveOutcome> {
      return scheduleVersion(db, { table: 'subpages', id }, publishAt, userId, expected);
    },

    /** Deleted only at the version the deleter read: one saved since may hold what they never saw. */
    remove(id: number, expected: number): Promise<'deleted' | 'not-found' | 'stale'> {
      return deleteAtVersion(db, 'subpages', id, expected);
    },
  };
}
