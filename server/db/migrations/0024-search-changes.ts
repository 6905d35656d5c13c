import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { databaseKind } from '../database-kind';
import { idColumn } from './id-column';

/**
 * A log of which page or subpage changed what search shows (issue 33), written by triggers so that every writer
 * counts: the admin API, scheduled publishing, restores, scripts, another instance. The search index reads it to
 * apply just those rows, and its newest id is the content version: one primary-key lookup, where the old version
 * read a count and max over both content tables. Draft-only saves (`draft`, `publish_at`) and version stamps do
 * not change what search shows, so they write nothing.
 */
const watched = {
  pages: 'slug, title, description, status, content',
  subpages: 'slug, title, description, status, content, page_id',
};
const tables = ['pages', 'subpages'] as const;
const events = ['insert', 'update', 'delete'] as const;

function triggerName(table: string, event: string): string {
  return `search_changes_${table}_${event}`;
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    for (const event of events) {
      const on = event === 'update' ? `update of ${watched[table]}` : event;
      const row = event === 'delete' ? 'old' : 'new';
      const kind = table === 'pages' ? 'page' : 'subpage';
      await sql
        .raw(
          `create trigger ${triggerName(table, event)} after ${on} on ${table} begin ` +
            `insert into search_changes (item_type, item_id) values ('${kind}', ${row}.id); end`,
        )
        .execute(db);
    }
  }
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function search_changes_record() returns trigger language plpgsql as $$
    begin
      insert into search_changes (item_type, item_id)
        values (tg_argv[0], case when tg_op = 'DELETE' then old.id else new.id end);
      return null;
    end $$`.execute(db);
  for (const table of tables) {
    for (const event of events) {
      const on = event === 'update' ? `update of ${watched[table]}` : event;
      const kind = table === 'pages' ? 'page' : 'subpage';
      await sql
        .raw(
          `create trigger ${triggerName(table, event)} after ${on} on ${table} ` +
            `for each row execute function search_changes_record('${kind}')`,
        )
        .execute(db);
    }
  }
}

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_changes')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('item_type', 'text', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .execute();
  await (databaseKind(db) === 'postgres' ? postgresTriggers(db) : sqliteTriggers(db));
}

async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = databaseKind(db) === 'postgres';
  for (const table of tables) {
    for (const event of events) {
      await sql.raw(`drop trigger ${triggerName(table, event)}${postgres ? ` on ${table}` : ''}`).execute(db);
    }
  }
  if (postgres) await sql`drop function search_changes_record()`.execute(db);
  await db.schema.dropTable('search_changes').execute();
}

export const searchChangesMigration: Migration = { up, down };
