import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { idColumn } from './id-column';

/**
 * An admin invites a person with a single-use, expiring link that carries the role they will have: they choose
 * their own username and password and skip approval. Only a hash of the link's secret is kept.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'editor', 'viewer')`))
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
}

export const invitationsMigration: Migration = { up, down };
