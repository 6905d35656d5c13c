import type { Kysely, Migration } from 'kysely';

/**
 * The indexes the admin lists' keyset paging seeks on (issue 33): each list's order (its sort key, then id as the
 * tie-breaker) behind the columns its filters fix, so a page after a cursor is a range read on an index with no
 * sort, however many rows come before it. SQLite would have the id in an index anyway (the rowid ends every
 * index); PostgreSQL needs it spelled out, and one definition serves both. The composite indexes replace the ones
 * that were their prefixes, which every query that used those can use as well.
 */
const submissionTables = ['contact_submissions', 'job_applications'] as const;

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_at').execute();
  await db.schema.dropIndex('audit_log_actor').execute();
  await db.schema.createIndex('audit_log_at_id').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_at_id').on('audit_log').columns(['actor_id', 'at', 'id']).execute();
  await db.schema.createIndex('audit_log_action_at_id').on('audit_log').columns(['action', 'at', 'id']).execute();
  for (const table of submissionTables) {
    await db.schema.dropIndex(`${table}_folder_created`).execute();
    await db.schema
      .createIndex(`${table}_folder_created_id`)
      .on(table)
      .columns(['folder', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex(`${table}_folder_status_created_id`)
      .on(table)
      .columns(['folder', 'status', 'created_at', 'id'])
      .execute();
  }
  await db.schema.createIndex('pages_status_id').on('pages').columns(['status', 'id']).execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('pages_status_id').execute();
  for (const table of submissionTables) {
    await db.schema.dropIndex(`${table}_folder_status_created_id`).execute();
    await db.schema.dropIndex(`${table}_folder_created_id`).execute();
    await db.schema.createIndex(`${table}_folder_created`).on(table).columns(['folder', 'created_at']).execute();
  }
  await db.schema.dropIndex('audit_log_action_at_id').execute();
  await db.schema.dropIndex('audit_log_actor_at_id').execute();
  await db.schema.dropIndex('audit_log_at_id').execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'at']).execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
}

export const keysetIndexesMigration: Migration = { up, down };
