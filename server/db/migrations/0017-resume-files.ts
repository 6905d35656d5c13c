import type { Kysely, Migration } from 'kysely';
import { binaryColumnType } from './binary-column';

/**
 * Résumé bytes live in the database beside their application, so every instance behind a load balancer can
 * serve a file another instance received, and deleting an application (one row, a bulk delete, an erasure, the
 * retention purge) removes its file in the same statement through the cascade. Files that older versions kept
 * under DATA_DIR/resumes are moved in at start by `moveResumeFilesIntoDatabase` (a migration sees only the
 * database, not the data directory).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resume_files')
    .addColumn('application_id', 'integer', (col) =>
      col.primaryKey().notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('data', binaryColumnType(db), (col) => col.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resume_files').execute();
}

export const resumeFilesMigration: Migration = { up, down };
