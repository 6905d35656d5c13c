import type { Kysely } from 'kysely';
import type { AdminGlobalComponent } from '../../../contract/admin/admin-global-components';
import type { GlobalComponentSnapshot } from '../../../contract/admin/revisions';
import { GlobalComponentSnapshotSchema } from '../../../contract/admin/revisions';
import type { GlobalComponentName } from '../../../contract/global-components/global-component';
import { lockForUpdate } from '../../db/lock-for-update';
import type { Database } from '../../db/schema';
import { toActor } from './actor';
import type { RestoreOutcome } from './content-versions';
import { findRevisionSnapshot, keepRevision } from './revisions-repository';

function parseStored(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // An unreadable row reads as null content, as the public API treats it.
    return null;
  }
}

/**
 * Writes the content, keeping the version it replaces (if any) as a revision in the same transaction; the
 * row is held `for update` on PostgreSQL so concurrent saves queue up, as they do on SQLite.
 */
async function writeVersion(
  trx: Kysely<Database>,
  name: GlobalComponentName,
  content: unknown,
  userId: number,
): Promise<void> {
  const current = await lockForUpdate(
    trx,
    trx.selectFrom('global_components').selectAll().where('name', '=', name),
  ).executeTakeFirst();
  if (current) {
    const snapshot: GlobalComponentSnapshot = {
      content: parseStored(current.content),
      updatedAt: current.updated_at,
      updatedBy: current.updated_by,
    };
    await keepRevision(trx, { entityType: 'global-component', entityKey: name, snapshot, userId });
  }
  const values = { content: JSON.stringify(content), updated_at: new Date().toISOString(), updated_by: userId };
  await trx
    .insertInto('global_components')
    .values({ name, ...values })
    .onConflict((conflict) => conflict.column('name').doUpdateSet(values))
    .execute();
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
      };
    },

    save(name: GlobalComponentName, content: unknown, userId: number): Promise<void> {
      return db.transaction().execute((trx) => writeVersion(trx, name, content, userId));
    },

    restore(name: GlobalComponentName, revisionId: number, userId: number): Promise<RestoreOutcome> {
      return db.transaction().execute(async (trx) => {
        const text = await findRevisionSnapshot(trx, revisionId, 'global-component', name);
        if (text === undefined) return 'revision-not-found';
        const snapshot = GlobalComponentSnapshotSchema.parse(JSON.parse(text));
        await writeVersion(trx, name, snapshot.content, userId);
        return 'restored';
      });
    },
  };
}
