import type { Kysely, Migration } from 'kysely';

/**
 * Wrong second-factor codes are throttled apart from wrong passwords: each failed sign-in says which factor was
 * wrong (those recorded before were all passwords or codes counted as passwords; `password` keeps them as they
 * were counted), and each challenge counts the codes tried with it, so one challenge allows only a few.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_attempts')
    .addColumn('factor', 'text', (col) => col.notNull().defaultTo('password'))
    .execute();
  // Wrong codes are counted per account across every source, which the (username, source, …) index cannot serve.
  await db.schema
    .createIndex('login_attempts_account_factor')
    .on('login_attempts')
    .columns(['username', 'factor', 'attempted_at'])
    .execute();
  await db.schema
    .alterTable('sign_in_challenges')
    .addColumn('code_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sign_in_challenges').dropColumn('code_attempts').execute();
  await db.schema.dropIndex('login_attempts_account_factor').execute();
  await db.schema.alterTable('login_attempts').dropColumn('factor').execute();
}

export const secondFactorThrottlingMigration: Migration = { up, down };
