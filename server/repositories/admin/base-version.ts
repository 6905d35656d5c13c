import type { Kysely } from 'kysely';
import type { RevisionEntityType } from '../../../contract/admin/revisions';
import type { Database } from '../../db/schema';
import { revisionsKeptPerEntity } from './revisions-repository';

/** The content of a version: a kept revision's snapshot, or the current row's (no content change since). */
export type BaseVersion = { snapshot: string } | 'current';

/**
 * What an item held at `version`, the version a stale save started from, or undefined when that cannot be told.
 * Every content change keeps the version it replaced as a revision (with its number), but setting a publish time
 * bumps the version and keeps none, so a version may have no revision of its own: it then held what the next
 * revision holds (or the row, if none is newer), provided no revision in between was pruned. Pruning drops the
 * oldest, so that is certain when an older numbered revision is still kept, or when nothing was ever pruned.
 */
export async function findBaseVersion(
  db: Kysely<Database>,
  entityType: RevisionEntityType,
  entityKey: string,
  version: number,
): Promise<BaseVersion | undefined> {
  // At most `revisionsKeptPerEntity` rows, read by the (entity_type, entity_key, id) index.
  const kept = await db
    .selectFrom('revisions')
    .select(['id', 'version'])
    .where('entity_type', '=', entityType)
    .where('entity_key', '=', entityKey)
    .orderBy('id', 'asc')
    .execute();
  const index = kept.findIndex((revision) => revision.version !== null && revision.version >= version);
  const found = kept[index];
  const previous = index === -1 ? kept.at(-1) : kept[index - 1];
  const olderKept = previous !== undefined && previous.version !== null && previous.version < version;
  const nonePruned = previous === undefined && kept.length < revisionsKeptPerEntity;
  if (!found) return olderKept || kept.length === 0 ? 'current' : undefined;
  if (found.version !== version && !olderKept && !nonePruned) return undefined;
  const row = await db.selectFrom('revisions').select('snapshot').where('id', '=', found.id).executeTakeFirstOrThrow();
  return { snapshot: row.snapshot };
}
