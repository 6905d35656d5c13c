import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { databaseKind } from '../database-kind';
import { idColumn } from './id-column';

const entityTypes = {
  before: sql`entity_type in ('page', 'subpage', 'global-component')`,
  after: sql`entity_type in ('page', 'subpage', 'article', 'global-component')`,
};

/**
 * Revisions name their item's type under a check (0002). PostgreSQL replaces the check in place; SQLite cannot
 * alter one, so the table is rebuilt with its rows, ids and index as they were.
 */
async function checkRevisionTypes(db: Kysely<unknown>, check: (typeof entityTypes)['before']): Promise<void> {
  if (databaseKind(db) === 'postgres') {
    await sql`alter table revisions drop constraint revisions_entity_type_check`.execute(db);
    await sql`alter table revisions add constraint revisions_entity_type_check check (${check})`.execute(db);
    return;
  }
  await db.schema
    .createTable('revisions_next')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('entity_type', 'text', (col) => col.notNull().check(check))
    .addColumn('entity_key', 'text', (col) => col.notNull())
    .addColumn('snapshot', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer')
    .execute();
  const columns = sql`id, entity_type, entity_key, snapshot, created_at, created_by, version`;
  await sql`insert into revisions_next (${columns}) select ${columns} from revisions`.execute(db);
  await db.schema.dropTable('revisions').execute();
  await db.schema.alterTable('revisions_next').renameTo('revisions').execute();
  await db.schema
    .createIndex('revisions_entity')
    .on('revisions')
    .columns(['entity_type', 'entity_key', 'id'])
    .execute();
}

/**
 * Insights (issue 30): articles and the people who write them. An article has the pages' content columns, so the
 * pages' save, draft, schedule, revision and merge code serves it unchanged (`content-versions.ts`), plus
 * `meta`: its kind, cover, authors, topics and related services as JSON, which drafts and revisions carry beside
 * the blocks, and `published_at`, set the first time it goes live (the date visitors read; a later publish of
 * a correction keeps it). People are written once and named by id from an article's `meta`. Revisions may then
 * name an article.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('people')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('photo', 'text')
    .addColumn('bio', 'text', (col) => col.notNull())
    .addColumn('credentials', 'text', (col) => col.notNull())
    .addColumn('links', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('articles')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('meta', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('draft', 'text')
    .addColumn('publish_at', 'text')
    .addColumn('published_at', 'text')
    .execute();
  // The public list reads published articles newest first.
  await db.schema.createIndex('articles_published').on('articles').columns(['status', 'published_at']).execute();
  await checkRevisionTypes(db, entityTypes.after);
}

async function down(db: Kysely<unknown>): Promise<void> {
  // Their revisions and preview links name rows that no longer exist.
  await sql`delete from revisions where entity_type = 'article'`.execute(db);
  await sql`delete from preview_links where entity_type = 'article'`.execute(db);
  await checkRevisionTypes(db, entityTypes.before);
  await db.schema.dropTable('articles').execute();
  await db.schema.dropTable('people').execute();
}

export const insightsMigration: Migration = { up, down };
