import type { Kysely, Migration } from 'kysely';

/**
 * "Your sessions" names each one by the browser or app it was made from and the address it came from, so a
 * person can tell their own laptop from a session they do not recognise and revoke it.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('ip').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}

export const sessionDetailsMigration: Migration = { up, down };
