import type { Kysely, Migration } from 'kysely';
import { binaryColumnType } from './binary-column';

/**
 * State that several instances behind a load balancer must share, which until now lived on one instance's
 * disk or in its memory.
 *
 * Résumé bytes live in the database beside their application, so every instance behind a load balancer can
 * serve a file another instance received, and deleting an application (one row, a bulk delete, an erasure, the
 * retention purge) removes its file in the same statement through the cascade. Files that older versions kept
 * under DATA_DIR/resumes are moved in at start by `moveResumeFilesIntoDatabase` (a migration sees only the
 * database, not the data directory).
 *
 * `rate_limit_counters` holds the @fastify/rate-limit counters when the database is PostgreSQL, so N instances do
 * not multiply the limits by N (see server/instances/postgres-rate-limit-store.ts). On SQLite there is one
 * process and the counters stay in memory; the table is created anyway so both databases have one schema.
 *
 * `editor_presence` is who has which item open ("Also open by …"), for the same reason on PostgreSQL: the
 * heartbeats of two editors may reach different instances. It is a hint with a one-minute expiry, so no
 * foreign key: a deleted user's rows simply expire.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resume_files')
    .addColumn('application_id', 'integer', (col) =>
      col.primaryKey().notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('data', binaryColumnType(db), (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (col) => col.primaryKey().notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    // Milliseconds since the epoch, as the instances' clocks count them.
    .addColumn('resets_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_counters_resets_at').on('rate_limit_counters').column('resets_at').execute();

  await db.schema
    .createTable('editor_presence')
    .addColumn('item', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('display_name', 'text', (col) => col.notNull())
    // Milliseconds since the epoch of the last heartbeat.
    .addColumn('seen_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('editor_presence_pk', ['item', 'user_id'])
    .execute();
  await db.schema.createIndex('editor_presence_seen_at').on('editor_presence').column('seen_at').execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('editor_presence').execute();
  await db.schema.dropTable('rate_limit_counters').execute();
  await db.schema.dropTable('resume_files').execute();
}

export const sharedAcrossInstancesMigration: Migration = { up, down };
