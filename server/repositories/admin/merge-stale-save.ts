import type { Kysely, Selectable } from 'kysely';
import type { EditClashes } from '../../../contract/admin/edit-clashes';
import type { CurrentVersion } from '../../../contract/admin/edit-versions';
import type { MergeDocument } from '../../../contract/admin/merge-document';
import { clashReport, hasClashes, mergeDocuments } from '../../../contract/admin/merge-document';
import type { MergeBlock } from '../../../contract/page-content/merge-blocks';
import type { PageSnapshot, RevisionEntityType } from '../../../contract/admin/revisions';
import { PageSnapshotSchema } from '../../../contract/admin/revisions';
import { normalizeBlocks } from '../../content/normalize-blocks';
import type { Database, PagesTable } from '../../db/schema';
import { toActor } from './actor';
import { findBaseVersion } from './base-version';

/**
 * A stale save merged (what to write instead, and who saved the version it joins), refused with what clashed,
 * or refused with nothing to say.
 */
export type StaleSaveMerge<Write> =
  | { write: Omit<Write, 'blocks'> & { blocks: MergeBlock[] }; mergedWith: CurrentVersion }
  | { clashes: EditClashes }
  | 'stale';

/** Where a stale save stands: its item, the version it named, and the row it found (`theirs`, as a snapshot). */
export interface StaleSave {
  entityType: RevisionEntityType;
  expected: number;
  current: Pick<Selectable<PagesTable>, 'id' | 'version' | 'updated_at' | 'updated_by'>;
  snapshot: PageSnapshot;
}

function readSnapshot(text: string): PageSnapshot | undefined {
  try {
    const parsed = PageSnapshotSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const normalized = (snapshot: PageSnapshot) => ({ ...snapshot, blocks: normalizeBlocks(snapshot.blocks) });

/**
 * Merges a save from an older version with what was saved since, by page field and block id
 * (`contract/admin/merge-document.ts`): base is the version the save's If-Match named, as its revision kept it;
 * theirs is the current working copy. The write keeps its own status: that says what the save does (draft or
 * publish), not what the page holds. A version newer than the current one, or one whose content is no longer
 * known, cannot be merged: the save stays refused as before.
 */
export async function mergeStaleSave<Write extends MergeDocument>(
  db: Kysely<Database>,
  stale: StaleSave,
  write: Write,
): Promise<StaleSaveMerge<Write>> {
  const { expected, current, snapshot } = stale;
  if (expected < 1 || expected >= current.version) return 'stale';
  const found = await findBaseVersion(db, stale.entityType, String(current.id), expected);
  const base = found === 'current' ? snapshot : found && readSnapshot(found.snapshot);
  if (!base) return 'stale';
  const sides = { base: normalized(base), mine: write, theirs: normalized(snapshot) };
  const merged = mergeDocuments(sides.base, sides.mine, sides.theirs);
  if (hasClashes(merged.clashes)) return { clashes: clashReport(merged.clashes, sides) };
  return { write: { ...write, ...merged.document }, mergedWith: await versionOf(db, current) };
}

/** Who saved the version a stale save was merged with, as the answer names them. */
async function versionOf(db: Kysely<Database>, row: StaleSave['current']): Promise<CurrentVersion> {
  const user =
    row.updated_by === null
      ? undefined
      : await db.selectFrom('users').select('display_name').where('id', '=', row.updated_by).executeTakeFirst();
  return {
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: toActor(row.updated_by, user?.display_name ?? null),
  };
}
