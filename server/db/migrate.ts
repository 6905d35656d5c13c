import type { Kysely, Migration, MigrationProvider, MigrationResultSet } from 'kysely';
import { Migrator } from 'kysely';
import { initialMigration } from './migrations/0001-initial';
import { revisionsMigration } from './migrations/0002-revisions';
import { loginThrottlingMigration } from './migrations/0003-login-throttling';
import { spamAndRetentionMigration } from './migrations/0004-spam-and-retention';
import { mediaMigration } from './migrations/0005-media';
import { accountApprovalMigration } from './migrations/0008-account-approval';
import { editVersionsMigration } from './migrations/0009-edit-versions';
import { redirectsMigration } from './migrations/0010-redirects';
import { sessionDetailsMigration } from './migrations/0011-session-details';
import { invitationsMigration } from './migrations/0012-invitations';
import { draftsMigration } from './migrations/0013-drafts';
import { twoFactorMigration } from './migrations/0014-two-factor';
import { passwordResetsMigration } from './migrations/0015-password-resets';
import { auditLogMigration } from './migrations/0016-audit-log';
import { sharedAcrossInstancesMigration } from './migrations/0017-shared-across-instances';
import { secondFactorThrottlingMigration } from './migrations/0018-second-factor-throttling';
import { blocksMigration } from './migrations/0019-blocks';
import { revisionVersionsMigration } from './migrations/0020-revision-versions';
import { globalComponentDraftsMigration } from './migrations/0021-global-component-drafts';
import { proseRichTextMigration } from './migrations/0022-prose-rich-text';
import { mediaLibraryMigration } from './migrations/0023-media-library';
import { searchChangesMigration } from './migrations/0024-search-changes';
import { insightsMigration } from './migrations/0025-insights';
import { insightsSearchMigration } from './migrations/0026-insights-search';
import { socialImagesMigration } from './migrations/0027-social-images';
import { contentReferencesMigration } from './migrations/0028-content-references';
import { pageUsesMigration } from './migrations/0029-page-uses';
import { keysetIndexesMigration } from './migrations/0030-keyset-indexes';
import { teamPeopleMigration } from './migrations/0031-team-people';
import { linkWordsMigration } from './migrations/0032-link-words';
import type { Database } from './schema';

/** Migrations are code, listed here in order; names sort the order they run in. */
const migrations: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-revisions': revisionsMigration,
  '0003-login-throttling': loginThrottlingMigration,
  '0004-spam-and-retention': spamAndRetentionMigration,
  '0005-media': mediaMigration,
  '0008-account-approval': accountApprovalMigration,
  '0009-edit-versions': editVersionsMigration,
  '0010-redirects': redirectsMigration,
  '0011-session-details': sessionDetailsMigration,
  '0012-invitations': invitationsMigration,
  '0013-drafts': draftsMigration,
  '0014-two-factor': twoFactorMigration,
  '0015-password-resets': passwordResetsMigration,
  '0016-audit-log': auditLogMigration,
  '0017-shared-across-instances': sharedAcrossInstancesMigration,
  '0018-second-factor-throttling': secondFactorThrottlingMigration,
  '0019-blocks': blocksMigration,
  '0020-revision-versions': revisionVersionsMigration,
  '0021-global-component-drafts': globalComponentDraftsMigration,
  '0022-prose-rich-text': proseRichTextMigration,
  '0023-media-library': mediaLibraryMigration,
  '0024-search-changes': searchChangesMigration,
  '0025-insights': insightsMigration,
  '0026-insights-search': insightsSearchMigration,
  '0027-social-images': socialImagesMigration,
  '0028-content-references': contentReferencesMigration,
  '0029-page-uses': pageUsesMigration,
  '0030-keyset-indexes': keysetIndexesMigration,
  '0031-team-people': teamPeopleMigration,
  '0032-link-words': linkWordsMigration,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/**
 * Up or down to `name` (run, and every later one undone): a migration's test loads rows as an older version
 * stored them, then migrates on.
 */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(db: Kysely<Database>, run: (migrator: Migrator) => Promise<MigrationResultSet>) {
  const { error, results } = await run(new Migrator({ db, provider }));
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Database migration failed: ${reason}`);
  }
}
