import type { Kysely } from 'kysely';
import type { AdminGlobalComponent } from '../../../contract/admin/admin-global-components';
import type { GlobalComponentSnapshot } from '../../../contract/admin/revisions';
import { GlobalComponentSnapshotSchema } from '../../../contract/admin/revisions';
import type { GlobalComponentName } from '../../../contract/global-components/global-component';
import { lockForUpdate } from '../../db/lock-for-update';
import type { Database } from '../../db/schema';
import { toActor } from './actor';
import type { RestoreOutcome } from './content-versions';

/** A global component has no address to rename, so its save answers only whether it went through. */
export type ComponentSaveOutcome = 'saved' | 'not-found' | 'stale';
import { staleOnConflict, StaleVersionError } from './content-versions';
import { isUniqueViolation } from './unique-violation';
import { findRevisionSnapshot, keepRevision } from './revisions-repository';

function parseStored(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // An unreadable row reads as null content, as the public API treats it.
    return null;
  }
}

/** A component never saved has no row; it counts as version 0, so its first save names `If-Match: "0"`. */
const unsavedVersion = 0;

/**
 * Writes the content if the component is still at the version the writer read (`expected`), keeping the
 * version it replaces (if any) as a revision in the same transaction; the row is held `for update` on
 * PostgreSQL so concurrent saves queue up, as they do on SQLite, and the UPDATE is guarded by the version
 * too. Two first saves racing to insert meet the primary key: the loser is stale as well.
 */
async function writeVersion(
  trx: Kysely<Database>,
  name: GlobalComponentName,
  content: unknown,
  userId: number,
  expected: number,
): Promise<ComponentSaveOutcome> {
  const current = await lockForUpdate(
    trx,
    trx.selectFrom('global_components').selectAll().where('name', '=', name),
  ).executeTakeFirst();
  const values = { content: JSON.stringify(content), updated_at: new Date().toISOString(), updated_by: userId };
  if (!current) {
    if (expected !== unsavedVersion) return 'stale';
    await trx
      .insertInto('global_components')
      .values({ name, ...values, version: unsavedVersion + 1 })
      .execute();
    return 'saved';
  }
  if (current.version !== expected) return 'stale';
  const snapshot: GlobalComponentSnapshot = {
    content: parseStored(current.content),
    updatedAt: current.updated_at,
    updatedBy: current.updated_by,
  };
  await keepRevision(trx, {
    entityType: 'global-component',
    entityKey: name,
    snapshot,
    version: current.version,
    userId,
  });
  const result = await trx
    .updateTable('global_components')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('name', '=', name)
    .where('version', '=', expected)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new StaleVersionError();
  return 'saved';
}

/** A first save that lost the race to insert is stale, like any save from an old version. */
async function staleOnDuplicate<T>(save: () => Promise<T>): Promise<T | 'stale'> {
  try {
    return await staleOnConflict(save);
  } catch (error) {
    if (isUniqueViolation(error)) return 'stale';
    throw error;
  }
}

export function createAdminGlobalComponentsRepository(db: Kysely<Database>) {
  return {
    async find(name: GlobalComponentName): Promise<AdminGlobalComponent | undefined> {
      const row = await db
        .selectFrom('global_components')
        .leftJoin('users', 'users.id', 'global_components.updated_by')
        .select([
          'global_components.content',
          'global_components.updated_at',
          'global_components.updated_by',
          'global_components.version',
          'users.display_name',
        ])
        .where('global_components.name', '=', name)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        name,
        content: parseStored(row.content),
        updatedAt: row.updated_at,
        updatedBy: toActor(row.updated_by, row.display_name),
        version: row.version,
      };
    },

    save(name: GlobalComponentName, content: unknown, userId: number, expected: number): Promise<ComponentSaveOutcome> {
      return staleOnDuplicate(() =>
        db.transaction().execute((trx) => writeVersion(trx, name, content, userId, expected)),
      );
    },

    restore(name: GlobalComponentName, revisionId: number, userId: number, expected: number): Promise<RestoreOutcome> {
      return staleOnDuplicate(() =>
        db.transaction().execute(async (trx): Promise<RestoreOutcome> => {
          const text = await findRevisionSnapshot(trx, revisionId, 'global-component', name);
          if (text === undefined) return 'revision-not-found';
          const snapshot = GlobalComponentSnapshotSchema.parse(JSON.parse(text));
          const outcome = await writeVersion(trx, name, snapshot.content, userId, expected);
          return outcome === 'saved' ? 'restored' : outcome;
        }),
      );
    },
  };
}
