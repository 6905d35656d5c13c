import type { Kysely, Migration } from 'kysely';
import { idColumn } from './id-column';

const contentTables = ['pages', 'subpages'] as const;

/**
 * A live page can have a working draft beside it (issue 14 §2): the row's own columns stay what the public site
 * shows, `draft` holds the pending version as JSON (slug, title, description, content) until it is published,
 * and `publish_at` is when the server publishes it by itself. Existing rows need nothing: a published page is
 * published with no draft, a draft page is "draft only". Shareable preview links keep only a hash of their secret.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of contentTables) {
    await db.schema.alterTable(table).addColumn('draft', 'text').execute();
    await db.schema.alterTable(table).addColumn('publish_at', 'text').execute();
  }
  await db.schema
    .createTable('preview_links')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('entity_type', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('preview_links_entity')
    .on('preview_links')
    .columns(['entity_type', 'entity_id'])
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('preview_links').execute();
  for (const table of contentTables) {
    await db.schema.alterTable(table).dropColumn('publish_at').execute();
    await db.schema.alterTable(table).dropColumn('draft').execute();
  }
}

export const draftsMigration: Migration = { up, down };
