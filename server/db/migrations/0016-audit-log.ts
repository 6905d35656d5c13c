import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { databaseKind } from '../database-kind';
import { idColumn } from './id-column';

/**
 * Who did what, append-only. Actors and items are kept by id *and* by the name they had then, so an entry still
 * reads right after the page is renamed or the account is gone. No route changes or deletes entries; the database
 * itself refuses an UPDATE, so even a mistaken repository method cannot rewrite history. Only the retention purge
 * deletes, and only entries older than the configured age.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('item_type', 'text')
    .addColumn('item_id', 'text')
    .addColumn('item_label', 'text')
    .addColumn('summary', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('ip', 'text')
    .addColumn('auth_style', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'at']).execute();
  await db.schema.createIndex('audit_log_item').on('audit_log').columns(['item_type', 'item_id']).execute();
  if (databaseKind(db) === 'postgres') {
    await sql`
      create function audit_log_refuse_update() returns trigger language plpgsql as $$
      begin
        raise exception 'the audit log is append-only';
      end;
      $$`.execute(db);
    await sql`
      create trigger audit_log_append_only before update on audit_log
      for each row execute function audit_log_refuse_update()`.execute(db);
  } else {
    await sql`
      create trigger audit_log_append_only before update on audit_log
      begin
        select raise(abort, 'the audit log is append-only');
      end`.execute(db);
  }
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  if (databaseKind(db) === 'postgres') await sql`drop function if exists audit_log_refuse_update()`.execute(db);
}

export const auditLogMigration: Migration = { up, down };
