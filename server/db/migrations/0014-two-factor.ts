import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { idColumn } from './id-column';

/**
 * Two-factor sign-in (TOTP): the account's shared secret (set while enrolling, `totp_enabled_at` once a code
 * confirmed it), the last time step accepted (a code is never taken twice), ten recovery codes kept as hashes,
 * and the short-lived challenge a correct password earns, which a code then completes.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();
  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('cookie', 'token')`))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.alterTable('users').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('users').dropColumn('totp_enabled_at').execute();
  await db.schema.alterTable('users').dropColumn('totp_secret').execute();
}

export const twoFactorMigration: Migration = { up, down };
