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

/** A save that went through; one that changed the slug also says what the rename did. */
export interface Saved {
  saved: true;
  rename?: RenameReport;
}

export type SaveOutcome = Saved | 'not-found' | 'stale';
export type RestoreOutcome = 'restored' | 'not-found' | 'revision-not-found' | 'stale';

/**
 * Thrown inside a save's transaction when the guarded UPDATE found the row at another version, so the
 * revision kept just before is rolled back with it; the caller answers 'stale'.
 */
export class StaleVersionError extends Error {
  constructor() {
    super('The row is no longer at the version the write named');
  }
}

/** Runs a save's transaction, turning a version that moved under it into 'stale'. */
export async function staleOnConflict<T>(save: () => Promise<T>): Promise<T | 'stale'> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof StaleVersionError) return 'stale';
    throw error;
  }
}

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
 * Keeps the current row as a revision, then writes the new version, if the row is still at the version the
 * writer read (`expected`); for a new slug also its redirects and the links that follow it (rename-addresses.ts). The row is read `for update` on PostgreSQL: two saves of one page then run one
 * after the other, as SQLite's single writer makes them, so the second sees the first's version and is
 * stale. The UPDATE itself is also guarded by the version and bumps it, so even a writer that slipped past
 * the read cannot overwrite: of two saves from one base, exactly one wins.
 */
async function writeVersion(
  trx: Kysely<Database>,
  table: ContentTable,
  id: number,
  write: PageWrite,
  userId: number,
  expected: number,
): Promise<SaveOutcome> {
  const current = await lockForUpdate(trx, trx.selectFrom(table).selectAll().where('id', '=', id)).executeTakeFirst();
  if (!current) return 'not-found';
  if (current.version !== expected) return 'stale';
  await keepRevision(trx, {
    entityType: entityTypes[table],
    entityKey: String(id),
    snapshot: toSnapshot(current),
    userId,
  });
  const result = await trx
    .updateTable(table)
    .set((eb) => ({
      slug: write.slug,
      title: write.title,
      description: write.description,
      status: write.status,
      content: JSON.stringify(write.content),
      updated_at: new Date().toISOString(),
      updated_by: userId,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new StaleVersionError();
  if (current.slug === write.slug) return { saved: true };
  return { saved: true, rename: await applyRename(trx, table, current, write.slug, userId) };
}

export function saveVersion(
  db: Kysely<Database>,
  table: ContentTable,
  id: number,
  write: PageWrite,
  userId: number,
  expected: number,
): Promise<SaveOutcome> {
  return staleOnConflict(() =>
    db.transaction().execute((trx) => writeVersion(trx, table, id, write, userId, expected)),
  );
}

/** Restoring is itself a save: the current version is kept first, so a restore can be undone. */
export function restoreVersion(
  db: Kysely<Database>,
  table: ContentTable,
  id: number,
  revisionId: number,
  userId: number,
  expected: number,
): Promise<RestoreOutcome> {
  return staleOnConflict(() =>
    db.transaction().execute(async (trx): Promise<RestoreOutcome> => {
      const exists = await lockForUpdate(
        trx,
        trx.selectFrom(table).select('id').where('id', '=', id),
      ).executeTakeFirst();
      if (!exists) return 'not-found';
      const text = await findRevisionSnapshot(trx, revisionId, entityTypes[table], String(id));
      if (text === undefined) return 'revision-not-found';
      const snapshot = PageSnapshotSchema.parse(JSON.parse(text));
      const outcome = await writeVersion(trx, table, id, snapshot, userId, expected);
      return typeof outcome === 'string' ? outcome : 'restored';
    }),
  );
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
