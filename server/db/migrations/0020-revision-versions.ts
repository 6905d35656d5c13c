import type { Kysely, Migration } from 'kysely';

/**
 * Each revision says which version of its item it holds, so a save made from an older version can be merged with
 * what was saved since: the revision of the version the save's If-Match names is the base both sides started
 * from. Revisions kept before this stay without one (null): which version they held cannot be told for sure,
 * since setting a publish time bumps the version without keeping a revision.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('revisions').addColumn('version', 'integer').execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('revisions').dropColumn('version').execute();
}

export const revisionVersionsMigration: Migration = { up, down };
