import type { Kysely, Selectable } from 'kysely';
import type { PageWrite } from '../../../contract/admin/admin-pages';
import type { RenameReport } from '../../../contract/admin/admin-redirects';
import type { PageSnapshot } from '../../../contract/admin/revisions';
import { PageSnapshotSchema } from '../../../contract/admin/revisions';
import { lockForUpdate } from '../../db/lock-for-update';
import type { Database, PagesTable } from '../../db/schema';
import { readContentJson } from '../content-json';
import { applyRename } from './rename-addresses';
import { findRevisionSnapshot, keepRevision } from './revisions-repository';

/** Pages and subpages share their content columns, and so the way each save is versioned. */
export type ContentTable = 'pages' | 'subpages';

const entityTypes = { pages: 'page', subpages: 'subpage' } as const;

export type RestoreOutcome = 'restored' | 'not-found' | 'revision-not-found';

/** A save either found its row or not; one that changed the slug also says what the rename did. */
export type SaveOutcome = { saved: false } | { saved: true; rename?: RenameReport };

export function toSnapshot(row: Selectable<PagesTable>): PageSnapshot {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    status: row.status,
    content: readContentJson(row.content),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/**
 * Keeps the current row as a revision, then writes the new version (and, for a new slug, its redirects and
 * the links that follow it, see rename-addresses.ts); `saved: false` when the row is gone. The row is
 * read `for update` on PostgreSQL: two saves of one page then run one after the other, as SQLite's single
 * writer makes them, so neither loses the other's version and the pruning counts every revision.
 */
async function writeVersion(
  trx: Kysely<Database>,
  table: ContentTable,
  id: number,
  write: PageWrite,
  userId: number,
): Promise<SaveOutcome> {
  const current = await lockForUpdate(trx, trx.selectFrom(table).selectAll().where('id', '=', id)).executeTakeFirst();
  if (!current) return { saved: false };
  await keepRevision(trx, {
    entityType: entityTypes[table],
    entityKey: String(id),
    snapshot: toSnapshot(current),
    userId,
  });
  await trx
    .updateTable(table)
    .set({
      slug: write.slug,
      title: write.title,
      description: write.description,
      status: write.status,
      content: JSON.stringify(write.content),
      updated_at: new Date().toISOString(),
      updated_by: userId,
    })
    .where('id', '=', id)
    .execute();
  if (current.slug === write.slug) return { saved: true };
  return { saved: true, rename: await applyRename(trx, table, current, write.slug, userId) };
}

export function saveVersion(
  db: Kysely<Database>,
  table: ContentTable,
  id: number,
  write: PageWrite,
  userId: number,
): Promise<SaveOutcome> {
  return db.transaction().execute((trx) => writeVersion(trx, table, id, write, userId));
}

/** Restoring is itself a save: the current version is kept first, so a restore can be undone. */
export function restoreVersion(
  db: Kysely<Database>,
  table: ContentTable,
  id: number,
  revisionId: number,
  userId: number,
): Promise<RestoreOutcome> {
  return db.transaction().execute(async (trx) => {
    const exists = await lockForUpdate(trx, trx.selectFrom(table).select('id').where('id', '=', id)).executeTakeFirst();
    if (!exists) return 'not-found';
    const text = await findRevisionSnapshot(trx, revisionId, entityTypes[table], String(id));
    if (text === undefined) return 'revision-not-found';
    const snapshot = PageSnapshotSchema.parse(JSON.parse(text));
    return (await writeVersion(trx, table, id, snapshot, userId)).saved ? 'restored' : 'not-found';
  });
}

export function insertValues(write: PageWrite, userId: number) {
  const now = new Date().toISOString();
  return {
    slug: write.slug,
    title: write.title,
    description: write.description,
    status: write.status,
    content: JSON.stringify(write.content),
    created_at: now,
    updated_at: now,
    created_by: userId,
    updated_by: userId,
  };
}
