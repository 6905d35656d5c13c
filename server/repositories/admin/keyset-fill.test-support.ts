import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { databaseKind } from '../../db/database-kind';
import type { Database } from '../../db/schema';

/**
 * `count` rows in one statement each (the scale the plans and the bench are about): audit entries one second
 * apart from 2020-01-01, contact submissions likewise (every tenth in spam, statuses in turn) and draft and
 * published pages. Numbered rows from a recursive CTE on SQLite, generate_series on PostgreSQL.
 */
export async function fillLists(db: Kysely<Database>, count: number): Promise<void> {
  const postgres = databaseKind(db) === 'postgres';
  const numbers = postgres
    ? sql`select i from generate_series(1, ${sql.lit(count)}) as i`
    : sql`select i from (with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(count)}) select i from n)`;
  const stamp = postgres
    ? sql`to_char(timestamp '2020-01-01' + i * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', '2020-01-01', '+' || i || ' seconds')`;
  const status = sql`case i % 3 when 0 then 'new' when 1 then 'read' else 'archived' end`;
  await sql`insert into audit_log (at, actor_id, actor_name, action, item_type, item_id, item_label, summary)
    select ${stamp}, 1, 'Site Administrator', case when i % 2 = 0 then 'page.save-draft' else 'page.publish' end,
      'page', '1', 'Services', 'Changed: title' from (${numbers}) as numbers`.execute(db);
  await sql`insert into contact_submissions (name, email, message, status, folder, created_at, updated_at)
    select 'Sender', 'sender@example.com', 'Hello', ${status},
      case when i % 10 = 0 then 'spam' else 'inbox' end, ${stamp}, ${stamp} from (${numbers}) as numbers`.execute(db);
  await sql`insert into pages (slug, title, description, status, content, created_at, updated_at)
    select 'filled-' || i, 'Filled', '', case when i % 2 = 0 then 'draft' else 'published' end, '[]', ${stamp}, ${stamp}
    from (${numbers}) as numbers`.execute(db);
  await sql`analyze`.execute(db);
}
