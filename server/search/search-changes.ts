import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The change log the triggers of migrations 0024 and 0026 write: which page, subpage, article or person changed
 * what search shows. Its newest id is the content version, read by one primary-key lookup (the old version read a
 * count and max of both content tables); the rows after an index's own cursor are what it must apply.
 */
export async function latestSearchChange(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('search_changes').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id ?? 0;
}

type ChangedType = 'page' | 'subpage' | 'article' | 'person';

export interface ChangedItems {
  pageIds: number[];
  subpageIds: number[];
  articleIds: number[];
  personIds: number[];
}

/** The distinct pages, subpages, articles and people changed after `after`, up to and including `upTo`. */
export async function searchChangesBetween(db: Kysely<Database>, after: number, upTo: number): Promise<ChangedItems> {
  const rows = await db
    .selectFrom('search_changes')
    .select(['item_type', 'item_id'])
    .where('id', '>', after)
    .where('id', '<=', upTo)
    .execute();
  const of = (type: ChangedType) => [
    ...new Set(rows.filter((row) => row.item_type === type).map((row) => Number(row.item_id))),
  ];
  return { pageIds: of('page'), subpageIds: of('subpage'), articleIds: of('article'), personIds: of('person') };
}

/** Whether the row at `id` is still kept: when pruned, changes after it may be gone too, and only a full read is safe. */
export async function searchChangeKept(db: Kysely<Database>, id: number): Promise<boolean> {
  if (id === 0) return true;
  return (await db.selectFrom('search_changes').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Rows kept behind the newest: far more than any instance falls behind between two searches a second apart. */
export const keptSearchChanges = 10_000;

export async function pruneSearchChanges(db: Kysely<Database>, newest: number): Promise<void> {
  await db
    .deleteFrom('search_changes')
    .where('id', '<=', newest - keptSearchChanges)
    .execute();
}
