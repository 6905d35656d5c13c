import type { Kysely, Selectable } from 'kysely';
import type { PageWrite } from '../../../contract/admin/admin-pages';
import type { RenameReport } from '../../../contract/admin/admin-redirects';
import type { EditClashes } from '../../../contract/admin/edit-clashes';
import type { CurrentVersion } from '../../../contract/admin/edit-versions';
import { PageSnapshotSchema } from '../../../contract/admin/revisions';
import type { BlockInput } from '../../content/block-ids';
import { withBlockIds } from '../../content/block-ids';
import { lockForUpdate } from '../../db/lock-for-update';
import type { Database, PagesTable } from '../../db/schema';
import { recordReferences } from '../content-references';
import { mergeStaleSave } from './merge-stale-save';
import { applyRename } from './rename-addresses';
import { DraftSlugTakenError } from './unique-violation';
import { findRevisionSnapshot, keepRevision } from './revisions-repository';
import type { StoredWrite } from './working-copy';
import { draftJson, toSnapshot, workingWrite } from './working-copy';

/**
 * What a write stores: blocks the payload's schema (or a kept revision) already checked, in display order. A new
 * block has no id yet; it gets one as it is stored (`storedWrite`).
 */
type ContentWrite = Omit<PageWrite, 'blocks'> & { blocks: readonly BlockInput[]; meta?: string };

function storedWrite(write: ContentWrite): StoredWrite {
  return { ...write, blocks: withBlockIds(write.blocks) };
}

/** Pages, subpages and articles share their content columns, and so the way each save is versioned. */
export type ContentTable = 'pages' | 'subpages' | 'articles';

const entityTypes = { pages: 'page', subpages: 'subpage', articles: 'article' } as const;

/** A row as a save reads it: an article's also has its `meta`. */
type ContentRow = Selectable<PagesTable> & { meta?: string; page_id?: number };

/** A save that went through; one that changed the slug also says what the rename did. */
export interface Saved {
  saved: true;
  rename?: RenameReport;
  /** For a save from an older version: the version it was merged with. */
  mergedWith?: CurrentVersion;
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

/**
 * Where a write goes (issue 14 §2). `save` with status draft on a live page writes its draft and leaves the public
 * page alone; `save` with status published (a "Publish" of the editor's text) and every save of a page that is
 * not live write the row itself, clearing the draft. `unpublish` writes the working copy into the row as a draft.
 * A slug change therefore takes effect when the row's slug changes: on publish for a live page, on save otherwise.
 */
export type WriteMode = 'save' | 'unpublish';

interface WriteValues {
  slug?: string;
  title?: string;
  description?: string;
  status?: PageWrite['status'];
  content?: string;
  meta?: string;
  draft: string | null;
}

function valuesFor(current: ContentRow, write: StoredWrite, mode: WriteMode): WriteValues {
  if (mode === 'save' && write.status === 'draft' && current.status === 'published') {
    return { draft: draftJson(write) };
  }
  return {
    slug: write.slug,
    title: write.title,
    description: write.description,
    status: mode === 'unpublish' ? 'draft' : write.status,
    content: JSON.stringify(write.blocks),
    ...(write.meta === undefined ? {} : { meta: write.meta }),
    draft: null,
  };
}

async function assertDraftSlugFree(
  trx: Kysely<Database>,
  table: ContentTable,
  current: ContentRow,
  slug: string,
): Promise<void> {
  let query = trx.selectFrom(table).select('id').where('slug', '=', slug).where('id', '!=', current.id);
  if (table === 'subpages') query = query.where('page_id', '=', current.page_id ?? -1);
  if (await query.executeTakeFirst()) throw new DraftSlugTakenError();
}

/**
 * Keeps the current row as a revision, then writes the new version, if the row is still at the version the
 * writer read (`expected`); for a new slug also its redirects and the links that follow it (rename-addresses.ts). The row is read `for update` on PostgreSQL: two saves of one page then run one
 * after the other, as SQLite's single writer makes them, so the second sees the first's version and is
 * stale. The UPDATE itself is also guarded by the version and bumps it, so even a writer that slipped past
 * the read cannot overwrite: of two saves from one base, exactly one wins. Publishing (or taking a page down)
 * ends a schedule.
 */
async function writeVersion(
  trx: Kysely<Database>,
  table: ContentTable,
  id: number,
  write: ContentWrite | ((current: ContentRow) => ContentWrite),
  userId: number | null,
  expected: number | 'any',
  mode: WriteMode = 'save',
): Promise<SaveOutcome> {
  const current = await readLocked(trx, table, id);
  if (!current) return 'not-found';
  if (expected !== 'any' && current.version !== expected) return 'stale';
  return writeOver(trx, table, current, typeof write === 'function' ? write(current) : write, userId, mode);
}

function readLocked(trx: Kysely<Database>, table: ContentTable, id: number): Promise<ContentRow | undefined> {
  return lockForUpdate(trx, trx.selectFrom(table).selectAll().where('id', '=', id)).executeTakeFirst();
}

/** Writes over the row as read (and locked) in this transaction; see `writeVersion`. */
async function writeOver(
  trx: Kysely<Database>,
  table: ContentTable,
  current: ContentRow,
  write: ContentWrite,
  userId: number | null,
  mode: WriteMode,
): Promise<Saved> {
  const next = storedWrite(write);
  await keepRevision(trx, {
    entityType: entityTypes[table],
    entityKey: String(current.id),
    snapshot: toSnapshot(current),
    version: current.version,
    userId,
  });
  const values = valuesFor(current, next, mode);
  if (values.slug === undefined && next.slug !== current.slug)
    await assertDraftSlugFree(trx, table, current, next.slug);
  const endsSchedule = values.status === 'published' || mode === 'unpublish';
  const result = await trx
    .updateTable(table)
    .set((eb) => ({
      ...values,
      ...(endsSchedule ? { publish_at: null } : {}),
      updated_at: new Date().toISOString(),
      updated_by: userId,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', current.id)
    .where('version', '=', current.version)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new StaleVersionError();
  await recordReferences(trx, { type: entityTypes[table], id: current.id });
  if (table === 'articles' && values.status === 'published') await markFirstPublished(trx, current.id);
  if (values.slug === undefined || current.slug === values.slug) return { saved: true };
  return { saved: true, rename: await applyRename(trx, table, current, values.slug, userId) };
}

/** An article's date is when it first went live: publishing a correction later keeps it. */
async function markFirstPublished(trx: Kysely<Database>, id: number): Promise<void> {
  await trx
    .updateTable('articles')
    .set({ published_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('published_at', 'is', null)
    .execute();
}

/** A stale save that could not be merged: the page fields and blocks both sides changed. */
export interface Clashing {
  clashes: EditClashes;
}

/**
 * An editor's save (draft or publish, the write's status says which). From the current version it simply
 * writes; from an older one it is merged with what was saved since (`merge-stale-save.ts`), written as merged
 * (`mergedWith` names the version it joined), or refused with the clashes.
 */
export function saveVersion(
  db: Kysely<Database>,
  table: ContentTable,
  id: number,
  write: PageWrite & { meta?: string },
  userId: number,
  expected: number,
): Promise<SaveOutcome | Clashing> {
  return staleOnConflict(() =>
    db.transaction().execute(async (trx): Promise<SaveOutcome | Clashing> => {
      const current = await readLocked(trx, table, id);
      if (!current) return 'not-found';
      if (current.version === expected) return writeOver(trx, table, current, write, userId, 'save');
      const stale = { entityType: entityTypes[table], expected, current, snapshot: toSnapshot(current) };
      const merged = await mergeStaleSave(trx, stale, write);
      if (merged === 'stale' || 'clashes' in merged) return merged;
      const saved = await writeOver(trx, table, current, merged.write, userId, 'save');
      return { ...saved, mergedWith: merged.mergedWith };
    }),
  );
}

/** The scheduler's publish: no If-Match (nobody read a version), only a row still due at `now` goes live. */
export function changePublicationUnchecked(
  db: Kysely<Database>,
  table: ContentTable,
  id: number,
  userId: number | null,
  now: Date,
): Promise<SaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await lockForUpdate(
      trx,
      trx.selectFrom(table).select('publish_at').where('id', '=', id),
    ).executeTakeFirst();
    if (!row?.publish_at || row.publish_at > now.toISOString()) return 'not-found';
    return writeVersion(trx, table, id, (current) => workingWrite(current, 'published'), userId, 'any');
  });
}

/** "Publish" and "Unpublish" without the editor's text: the stored working copy goes live, or the page comes down. */
export function changePublication(
  db: Kysely<Database>,
  table: ContentTable,
  id: number,
  action: 'publish' | 'unpublish',
  userId: number,
  expected: number,
): Promise<SaveOutcome> {
  const status = action === 'publish' ? 'published' : 'draft';
  const mode: WriteMode = action === 'publish' ? 'save' : 'unpublish';
  return staleOnConflict(() =>
    db
      .transaction()
      .execute((trx) =>
        writeVersion(trx, table, id, (current) => workingWrite(current, status), userId, expected, mode),
      ),
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
      // Into the working copy: a live page keeps showing what it shows until someone publishes the restored text.
      const snapshot = PageSnapshotSchema.parse(JSON.parse(text));
      const outcome = await writeVersion(trx, table, id, { ...snapshot, status: 'draft' }, userId, expected);
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
    content: JSON.stringify(withBlockIds(write.blocks)),
    created_at: now,
    updated_at: now,
    created_by: userId,
    updated_by: userId,
  };
}
