import type { Kysely, Migration } from 'kysely';
import { binaryColumnType } from './binary-column';

/**
 * Link-preview pictures (issues 30, 31), drawn once per item and version and kept here, so every instance serves
 * the same bytes and none draws a picture another already drew. One row per item (`page:services`): a new
 * version (a new title or art) replaces it.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('social_images')
    .addColumn('item', 'text', (col) => col.primaryKey())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('data', binaryColumnType(db), (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_images').execute();
}

export const socialImagesMigration: Migration = { up, down };
