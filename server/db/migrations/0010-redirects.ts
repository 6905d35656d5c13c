import type { Kysely, Migration } from 'kysely';
import { idColumn } from './id-column';

/**
 * Addresses that survive renames: an old public path and where it now leads. Paths are stored whole
 * (`/old`, `/old/sub`) so a lookup is one indexed match, and every stored redirect is one hop.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('redirects')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('source', 'text', (col) => col.notNull().unique())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('redirects_target').on('redirects').column('target').execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('redirects').execute();
}

export const redirectsMigration: Migration = { up, down };
