import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

/**
 * A registered account waits for an admin's approval before it reads anything: with open registration, a
 * viewer role alone made drafts, revisions and the dashboard readable by anyone. Accounts made before this
 * (the seeded admin, staff promoted by hand) were chosen by an admin already, so they start approved.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('approval', 'text', (col) =>
      col
        .notNull()
        .defaultTo('approved')
        .check(sql`approval in ('pending', 'approved', 'rejected')`),
    )
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('approval').execute();
}

export const accountApprovalMigration: Migration = { up, down };
