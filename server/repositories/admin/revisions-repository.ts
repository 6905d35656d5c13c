import type { Kysely } from 'kysely';
import type { Paged, PagingQuery } from '../../../contract/admin/paging';
import type { Revision, RevisionEntityType } from '../../../contract/admin/revisions';
import type { Database } from '../../db/schema';
import { readJsonRecord } from '../content-json';
import { toActor } from './actor';
import { countValue, offsetOf } from './paging-sql';

export interface RevisionEntry {
  entityType: RevisionEntityType;
  entityKey: string;
  snapshot: unknown;
  /** The version the snapshot is: a stale save finds its base by it (`base-version.ts`). */
  version: number;
  userId: number | null;
}

/** Enough history to undo weeks of edits; beyond it the oldest go, so a page saved daily cannot grow forever. */
export const revisionsKeptPerEntity = 100;

/**
 * Called inside the transaction of the save it belongs to, so a failed save keeps no revision (and
 * prunes none). That save holds its entity's row (`for update` on PostgreSQL), so two saves of one entity
 * never prune at once and the newest 100 are exactly what stays.
 */
export async function keepRevision(db: Kysely<Database>, entry: RevisionEntry): Promise<void> {
  await db
    .insertInto('revisions')
    .values({
      entity_type: entry.entityType,
      entity_key: entry.entityKey,
      snapshot: JSON.stringify(entry.snapshot),
      version: entry.version,
      created_at: new Date().toISOString(),
      created_by: entry.userId,
    })
    .execute();
  await db
    .deleteFrom('revisions')
    .where('entity_type', '=', entry.entityType)
    .where('entity_key', '=', entry.entityKey)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('revisions')
        .select('id')
        .where('entity_type', '=', entry.entityType)
        .where('entity_key', '=', entry.entityKey)
        .orderBy('id', 'desc')
        .limit(revisionsKeptPerEntity),
    )
    .execute();
}

/** The snapshot text of a revision of this entity, or undefined when the id names another entity's. */
export async function findRevisionSnapshot(
  db: Kysely<Database>,
  revisionId: number,
  entityType: RevisionEntityType,
  entityKey: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('revisions')
    .select('snapshot')
    .where('id', '=', revisionId)
    .where('entity_type', '=', entityType)
    .where('entity_key', '=', entityKey)
    .executeTakeFirst();
  return row?.snapshot;
}

/** The snapshot text of the newest revision of this entity: the version its last save replaced. */
export async function newestRevisionSnapshot(
  db: Kysely<Database>,
  entityType: RevisionEntityType,
  entityKey: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('revisions')
    .select('snapshot')
    .where('entity_type', '=', entityType)
    .where('entity_key', '=', entityKey)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.snapshot;
}

export async function deleteRevisions(
  db: Kysely<Database>,
  entityType: RevisionEntityType,
  entityKeys: readonly string[],
): Promise<void> {
  if (entityKeys.length === 0) return;
  await db
    .deleteFrom('revisions')
    .where('entity_type', '=', entityType)
    .where('entity_key', 'in', entityKeys)
    .execute();
}

export function createRevisionsRepository(db: Kysely<Database>) {
  return {
    /** Newest first: the version replaced most recently is the one staff most often want back. */
    async list(entityType: RevisionEntityType, entityKey: string, paging: PagingQuery): Promise<Paged<Revision>> {
      const own = db
        .selectFrom('revisions')
        .where('revisions.entity_type', '=', entityType)
        .where('revisions.entity_key', '=', entityKey);
      const [rows, total] = await Promise.all([
        own
          .leftJoin('users', 'users.id', 'revisions.created_by')
          .select([
            'revisions.id',
            'revisions.snapshot',
            'revisions.created_at',
            'revisions.created_by',
            'users.display_name',
          ])
          .orderBy('revisions.id', 'desc')
          .limit(paging.pageSize)
          .offset(offsetOf(paging))
          .execute(),
        own.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
      ]);
      const items = rows.map((row) => ({
        id: row.id,
        entityType,
        entityId: entityKey,
        snapshot: readJsonRecord(row.snapshot),
        createdAt: row.created_at,
        createdBy: toActor(row.created_by, row.display_name),
      }));
      return { items, total: countValue(total), ...paging };
    },
  };
}
