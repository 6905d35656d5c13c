import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

/**
 * Failed sign-ins are counted per account and source together, and per source: the address a failure came
 * from is kept beside the username, so a guesser elsewhere never locks the owner out.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_attempts')
    .addColumn('source', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('login_attempts_account_source')
    .on('login_attempts')
    .columns(['username', 'source', 'attempted_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_source')
    .on('login_attempts')
    .columns(['source', 'attempted_at'])
    .execute();
  // Failures recorded before this migration have no source: they would count against nobody, so drop them.
  await sql`delete from login_attempts`.execute(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_attempts_source').execute();
  await db.schema.dropIndex('login_attempts_account_source').execute();
  await db.schema.alterTable('login_attempts').dropColumn('source').execute();
}

export const loginThrottlingMigration: Migration = { up, down };
