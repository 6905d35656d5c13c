import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { idColumn } from './id-column';

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'editor', 'viewer')`))
    .addColumn('disabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('cookie', 'token')`))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  for (const table of ['pages', 'subpages'] as const) {
    let builder: CreateTableBuilder<string, string> = db.schema
      .createTable(table)
      .addColumn('id', 'integer', idColumn(db));
    if (table === 'subpages') {
      builder = builder.addColumn('page_id', 'integer', (col) => col.notNull().references('pages.id'));
    }
    builder = builder
      .addColumn('slug', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('draft', 'published')`))
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'));
    builder =
      table === 'pages'
        ? builder.addUniqueConstraint('pages_slug_unique', ['slug'])
        : builder.addUniqueConstraint('subpages_page_slug_unique', ['page_id', 'slug']);
    await builder.execute();
  }

  await db.schema
    .createTable('global_components')
    .addColumn('name', 'text', (col) => col.primaryKey().check(sql`name in ('header', 'footer', 'cta')`))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();

  const submissionStatus = sql`status in ('new', 'read', 'archived')`;
  await db.schema
    .createTable('contact_submissions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('company', 'text')
    .addColumn('phone', 'text')
    .addColumn('subject', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new').check(submissionStatus))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('job_title', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('linkedin_url', 'text')
    .addColumn('cover_letter', 'text')
    .addColumn('resume_file', 'text')
    .addColumn('resume_original_name', 'text')
    .addColumn('resume_size', 'integer')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new').check(submissionStatus))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('attempted_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_username')
    .on('login_attempts')
    .columns(['username', 'attempted_at'])
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'login_attempts',
    'job_applications',
    'contact_submissions',
    'global_components',
    'subpages',
    'pages',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

export const initialMigration: Migration = { up, down };
