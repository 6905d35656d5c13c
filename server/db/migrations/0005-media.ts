import type { Kysely, Migration } from 'kysely';
import { binaryColumnType } from './binary-column';
import { idColumn } from './id-column';

/**
 * The media library lives in the database, bytes included, so every server instance serves the same pictures
 * without a shared disk. Renditions are made once, on upload or replacement, and stored beside the original.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const binary = binaryColumnType(db);
  await db.schema
    .createTable('media')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('alt', 'text', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('data', binary, (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('media_renditions')
    .addColumn('media_id', 'integer', (col) => col.notNull().references('media.id').onDelete('cascade'))
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('data', binary, (col) => col.notNull())
    .addPrimaryKeyConstraint('media_renditions_pk', ['media_id', 'width', 'format'])
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_renditions').execute();
  await db.schema.dropTable('media').execute();
}

export const mediaMigration: Migration = { up, down };
