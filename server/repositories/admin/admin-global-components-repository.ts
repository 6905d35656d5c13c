import type { Kysely } from 'kysely';
import type { AdminGlobalComponent } from '../../../contract/admin/admin-global-components';
import { GlobalComponentSnapshotSchema } from '../../../contract/admin/revisions';
import type { GlobalComponentName } from '../../../contract/global-components/global-component';
import type { Database } from '../../db/schema';
import { toActor } from './actor';
import type { RestoreOutcome, SaveOutcome } from './content-versions';
import { staleOnConflict } from './content-versions';
import type { ComponentSaveOutcome, ComponentWrite } from './component-versions';
import { parseStored, workingContent, writeComponentVersion } from './component-versions';
import { findRevisionSnapshot } from './revisions-repository';
import { scheduleVersion } from './scheduled-publishing';
import { isUniqueViolation } from './unique-violation';
import { publicationOf } from './working-copy';

/** A first save that lost the race to insert is stale, like any save from an old version. */
async function staleOnDuplicate<T>(save: () => Promise<T>): Promise<T | 'stale'> {
  try {
    return await staleOnConflict(save);
  } catch (error) {
    if (isUniqueViolation(error)) return 'stale';
    throw error;
  }
}

/** The publication routes speak in page outcomes; a component's write has no rename to report. */
const asSaveOutcome = (outcome: ComponentSaveOutcome): SaveOutcome => (outcome === 'saved' ? { saved: true } : outcome);

export function createAdminGlobalComponentsRepository(db: Kysely<Database>) {
  const write = (name: GlobalComponentName, change: ComponentWrite, userId: number, expected: number) =>
    staleOnDuplicate(() =>
      db.transaction().execute((trx) => writeComponentVersion(trx, name, change, userId, expected)),
    );

  return {
    /** The working copy (the draft, if any) and where the component stands, as staff edit and preview it. */
    async find(name: GlobalComponentName): Promise<AdminGlobalComponent | undefined> {
      const row = await db
        .selectFrom('global_components')
        .leftJoin('users', 'users.id', 'global_components.updated_by')
        .select([
          'global_components.content',
          'global_components.draft',
          'global_components.publish_at',
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
        content: parseStored(workingContent(row)),
        // Always on the site: it is published, with a draft pending or not.
        publication: publicationOf({ status: 'published', draft: row.draft, publish_at: row.publish_at }),
        publishAt: row.publish_at,
        updatedAt: row.updated_at,
        updatedBy: toActor(row.updated_by, row.display_name),
        version: row.version,
      };
    },

    /** Saves the working draft: visitors keep the published content until it is published. */
    save(name: GlobalComponentName, content: unknown, userId: number, expected: number): Promise<ComponentSaveOutcome> {
      return write(name, { kind: 'save', content }, userId, expected);
    },

    async publish(name: GlobalComponentName, userId: number, expected: number): Promise<SaveOutcome> {
      return asSaveOutcome(await write(name, { kind: 'publish' }, userId, expected));
    },

    schedule(name: GlobalComponentName, publishAt: string | null, userId: number, expected: number) {
      return scheduleVersion(db, { table: 'global_components', name }, publishAt, userId, expected);
    },

    /** Into the working draft, as a page's restore: the site keeps showing what it shows until someone publishes. */
    restore(name: GlobalComponentName, revisionId: number, userId: number, expected: number): Promise<RestoreOutcome> {
      return staleOnDuplicate(() =>
        db.transaction().execute(async (trx): Promise<RestoreOutcome> => {
          const text = await findRevisionSnapshot(trx, revisionId, 'global-component', name);
          if (text === undefined) return 'revision-not-found';
          const { content } = GlobalComponentSnapshotSchema.parse(JSON.parse(text));
          const outcome = await writeComponentVersion(trx, name, { kind: 'save', content }, userId, expected);
          return outcome === 'saved' ? 'restored' : outcome;
        }),
      );
    },
  };
}
