import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

/**
 * Header, footer and call to action get the pages' lifecycle (issue 29): `draft` holds the pending content as JSON
 * beside the live `content`, and `publish_at` is when the server publishes it by itself. Existing rows need nothing:
 * each is live with no draft.
 *
 * Preview links then name a component too, by its name, so they are keyed by text as revisions are: `entity_key`
 * replaces the integer `entity_id` (a page's id as text). Dropping a column SQLite can do once no index uses it.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('global_components').addColumn('draft', 'text').execute();
  await db.schema.alterTable('global_components').addColumn('publish_at', 'text').execute();

  await db.schema
    .alterTable('preview_links')
    .addColumn('entity_key', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`update preview_links set entity_key = cast(entity_id as text)`.execute(db);
  await db.schema.dropIndex('preview_links_entity').execute();
  await db.schema.alterTable('preview_links').dropColumn('entity_id').execute();
  await db.schema
    .createIndex('preview_links_entity')
    .on('preview_links')
    .columns(['entity_type', 'entity_key'])
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  // Links to a component have no integer id to go back to; they end with the feature.
  await sql`delete from preview_links where entity_type = 'global-component'`.execute(db);
  await db.schema
    .alterTable('preview_links')
    .addColumn('entity_id', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update preview_links set entity_id = cast(entity_key as integer)`.execute(db);
  await db.schema.dropIndex('preview_links_entity').execute();
  await db.schema.alterTable('preview_links').dropColumn('entity_key').execute();
  await db.schema
    .createIndex('preview_links_entity')
    .on('preview_links')
    .columns(['entity_type', 'entity_id'])
    .execute();
  await db.schema.alterTable('global_components').dropColumn('publish_at').execute();
  await db.schema.alterTable('global_components').dropColumn('draft').execute();
}

export const globalComponentDraftsMigration: Migration = { up, down };
