import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { databaseKind } from '../database-kind';

/**
 * Search covers insights (issue 30): articles and people log their changes to `search_changes` as pages and
 * subpages do (0024), so the index applies just those rows, whoever wrote them. An article is watched on what its
 * documents show (the draft and schedule columns write nothing); a person on what an article's byline and the
 * person's own result show. On PostgreSQL the triggers call 0024's function, which logs the type it is given.
 */
const watched = {
  articles: { kind: 'article', columns: 'slug, title, description, status, content, meta, published_at' },
  people: { kind: 'person', columns: 'slug, name, role, bio, credentials' },
} as const;
const tables = ['articles', 'people'] as const;
const events = ['insert', 'update', 'delete'] as const;

const triggerName = (table: string, event: string) => `search_changes_${table}_${event}`;

async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = databaseKind(db) === 'postgres';
  for (const table of tables) {
    const { kind, columns } = watched[table];
    for (const event of events) {
      const on = event === 'update' ? `update of ${columns}` : event;
      const row = event === 'delete' ? 'old' : 'new';
      const statement = postgres
        ? `create trigger ${triggerName(table, event)} after ${on} on ${table} ` +
          `for each row execute function search_changes_record('${kind}')`
        : `create trigger ${triggerName(table, event)} after ${on} on ${table} begin ` +
          `insert into search_changes (item_type, item_id) values ('${kind}', ${row}.id); end`;
      await sql.raw(statement).execute(db);
    }
  }
}

async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = databaseKind(db) === 'postgres';
  for (const table of tables) {
    for (const event of events) {
      await sql.raw(`drop trigger ${triggerName(table, event)}${postgres ? ` on ${table}` : ''}`).execute(db);
    }
  }
  await sql`delete from search_changes where item_type in ('article', 'person')`.execute(db);
}

export const insightsSearchMigration: Migration = { up, down };
