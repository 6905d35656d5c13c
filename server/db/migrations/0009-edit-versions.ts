import type { Kysely, Migration } from 'kysely';

const versionedTables = ['pages', 'subpages', 'global_components'] as const;

/**
 * Each page, subpage and global component counts its saves, so a write can say which version it changes
 * (`If-Match`) and a save made from an older one is refused instead of silently overwriting the newer.
 * Rows saved before this start at version 1.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of versionedTables) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  }
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of versionedTables) await db.schema.alterTable(table).dropColumn('version').execute();
}

export const editVersionsMigration: Migration = { up, down };
