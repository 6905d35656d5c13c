import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { idColumn } from './id-column';

/** Every save of a page, subpage or global component keeps the version it replaced here. */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revisions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('entity_type', 'text', (col) =>
      col.notNull().check(sql`entity_type in ('page', 'subpage', 'global-component')`),
    )
    // Text so one column holds both numeric ids and component names (`header`).
    .addColumn('entity_key', 'text', (col) => col.notNull())
    .addColumn('snapshot', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('revisions_entity')
    .on('revisions')
    .columns(['entity_type', 'entity_key', 'id'])
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revisions').execute();
}

export const revisionsMigration: Migration = { up, down };
