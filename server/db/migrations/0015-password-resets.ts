import type { Kysely, Migration } from 'kysely';
import { idColumn } from './id-column';

/**
 * An admin makes a one-time, expiring link for someone to choose a new password (no mail server: the admin hands
 * it over). As with invitations only a hash of the link's secret is kept.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
}

export const passwordResetsMigration: Migration = { up, down };
