import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { idColumn } from './id-column';

const submissionTables = ['contact_submissions', 'job_applications'] as const;

/**
 * Spam is kept in its own folder instead of being dropped; the form-token key lives in the database so
 * every instance signs and checks with the same one; purges and erasures leave a record behind.
 * The submission tables gain columns rather than being rebuilt, so no row is copied.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of submissionTables) {
    await db.schema
      .alterTable(table)
      .addColumn('folder', 'text', (col) =>
        col
          .notNull()
          .defaultTo('inbox')
          .check(sql`folder in ('inbox', 'spam')`),
      )
      .execute();
    await db.schema.alterTable(table).addColumn('spam_reasons', 'text').execute();
    // Lists read one folder newest first; the purge reads by age within a folder.
    await db.schema.createIndex(`${table}_folder_created`).on(table).columns(['folder', 'created_at']).execute();
    // Erasure looks a person up by address in any letter case.
    await db.schema
      .createIndex(`${table}_email_lower`)
      .on(table)
      .expression(sql`lower(email)`)
      .execute();
  }

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('retention_purges')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('ran_at', 'text', (col) => col.notNull())
    .addColumn('contact_deleted', 'integer', (col) => col.notNull())
    .addColumn('applications_deleted', 'integer', (col) => col.notNull())
    .addColumn('resumes_deleted', 'integer', (col) => col.notNull())
    .addColumn('spam_deleted', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('erasures')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('erased_at', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('email_sha256', 'text', (col) => col.notNull())
    .addColumn('contact_deleted', 'integer', (col) => col.notNull())
    .addColumn('applications_deleted', 'integer', (col) => col.notNull())
    .addColumn('resumes_deleted', 'integer', (col) => col.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['erasures', 'retention_purges', 'server_secrets']) {
    await db.schema.dropTable(table).execute();
  }
  for (const table of submissionTables) {
    await db.schema.dropIndex(`${table}_email_lower`).execute();
    await db.schema.dropIndex(`${table}_folder_created`).execute();
    await db.schema.alterTable(table).dropColumn('spam_reasons').execute();
    await db.schema.alterTable(table).dropColumn('folder').execute();
  }
}

export const spamAndRetentionMigration: Migration = { up, down };
