import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import type { SubmissionListQuery } from '../../../contract/admin/admin-submissions';
import type { Database } from '../../db/schema';
import type { ListOrder, Seek } from './keyset-paging';
import { readKeysetPage } from './keyset-paging';
import { countValue } from './paging-sql';
import type { SubmissionTable } from './submission-filter';
import { submissionFilter } from './submission-filter';
import type { SubmissionList } from './submission-folders';
import { countByFolder } from './submission-folders';

/** What sets one submission list apart from the other: its table, the columns `q` searches and its order. */
export interface SubmissionListKind {
  table: SubmissionTable;
  textColumns: readonly string[];
  order: ListOrder;
}

/**
 * One page of contact submissions or job applications, newest first (by cursor, or by page number for older
 * clients), with the filter's total and each folder's count, read at once. The kind's repository reads its own rows
 * (`read`: its select, the filter and the seek) and shapes them (`toItem`).
 */
export async function listSubmissions<Row extends { created_at: string; id: number }, Item>(
  db: Kysely<Database>,
  kind: SubmissionListKind,
  query: SubmissionListQuery,
  read: (filter: RawBuilder<SqlBool>, seek: Seek) => Promise<Row[]>,
  toItem: (row: Row) => Item,
): Promise<SubmissionList<Item>> {
  const filter = submissionFilter(kind.table, kind.textColumns, query);
  const [page, total, folders] = await Promise.all([
    readKeysetPage(
      kind.order,
      query,
      (seek) => read(filter, seek),
      (row) => ({ key: row.created_at, id: row.id }),
    ),
    db
      .selectFrom(kind.table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(filter)
      .executeTakeFirst(),
    countByFolder(db, kind.table, kind.textColumns, query),
  ]);
  return {
    items: page.rows.map(toItem),
    total: countValue(total),
    page: query.page,
    pageSize: query.pageSize,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
    folders,
  };
}
