import type { Kysely } from 'kysely';
import type { GlobalComponentName, GlobalComponentResponse } from '../../contract/global-components/global-component';
import type { Database } from '../db/schema';
import { recordReferences } from './content-references';

export function createGlobalComponentsRepository(db: Kysely<Database>) {
  return {
    async find(name: GlobalComponentName): Promise<GlobalComponentResponse | undefined> {
      const row = await db
        .selectFrom('global_components')
        .select(['name', 'content', 'updated_at'])
        .where('name', '=', name)
        .executeTakeFirst();
      if (!row) return undefined;
      let content: unknown = null;
      try {
        content = JSON.parse(row.content);
      } catch {
        // An unreadable row answers null content; the renderer then uses its built-in defaults.
      }
      return { name: row.name, content, updatedAt: row.updated_at };
    },

    async save(name: GlobalComponentName, content: unknown, userId: number | null): Promise<void> {
      const now = new Date().toISOString();
      const values = { content: JSON.stringify(content), updated_at: now, updated_by: userId };
      await db
        .insertInto('global_components')
        .values({ name, ...values })
        // Counted as a save (the version moves) so an editor holding the older version cannot overwrite it.
        .onConflict((conflict) =>
          conflict
            .column('name')
            .doUpdateSet((eb) => ({ ...values, version: eb('global_components.version', '+', 1) })),
        )
        .execute();
      await recordReferences(db, { type: 'global', name });
    },
  };
}
