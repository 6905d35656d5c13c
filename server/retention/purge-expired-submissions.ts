import type { FastifyBaseLogger } from 'fastify';
import type { PurgeCounts } from '../repositories/retention-purges-repository';
import type { Repositories } from '../repositories/repositories';
import type { RetentionSettings } from './retention-settings';
import { plural } from '../../contract/plural';

const dayMs = 24 * 60 * 60_000;

export interface PurgeInput {
  repos: Pick<Repositories, 'contactSubmissions' | 'jobApplications' | 'retentionPurges' | 'auditLog'>;
  settings: RetentionSettings;
  log?: Pick<FastifyBaseLogger, 'info'>;
  /** The moment the periods are counted back from; tests pass their own. */
  now?: Date;
}

const cutoff = (now: Date, days: number) => new Date(now.getTime() - days * dayMs).toISOString();

/**
 * Deletes what has outlived its retention period: spam after `spamDays`, inbox submissions after
 * `submissionDays` (résumés with their rows), and résumés alone after `resumeDays`. Résumé bytes are in
 * the database and go in the same transaction as their rows. Safe on several instances at once: each row
 * is deleted or cleared by exactly one of them.
 * Every run is recorded in `retention_purges` and logged.
 */
export async function purgeExpiredSubmissions({ repos, settings, log, now = new Date() }: PurgeInput) {
  const spamBefore = cutoff(now, settings.spamDays);
  const submissionsBefore = cutoff(now, settings.submissionDays);

  const spamContact = await repos.contactSubmissions.deleteReceivedBefore('spam', spamBefore);
  const spamApplications = await repos.jobApplications.deleteReceivedBefore('spam', spamBefore);
  const contactDeleted = await repos.contactSubmissions.deleteReceivedBefore('inbox', submissionsBefore);
  const applications = await repos.jobApplications.deleteReceivedBefore('inbox', submissionsBefore);
  const clearedResumes = await repos.jobApplications.clearResumesReceivedBefore(cutoff(now, settings.resumeDays));

  // The bytes went with their rows (on delete cascade) or with the clearing update, in the same transaction.
  const resumesDeleted = spamApplications.files.length + applications.files.length + clearedResumes.length;
  const counts: PurgeCounts = {
    contactDeleted,
    applicationsDeleted: applications.deleted,
    resumesDeleted,
    spamDeleted: spamContact + spamApplications.deleted,
  };
  await repos.retentionPurges.record(now.toISOString(), counts);
  // Every run is in retention_purges; the audit log notes the runs that deleted something, to stay readable.
  if (Object.values(counts).some((count) => count > 0)) {
    await repos.auditLog.append(
      {
        action: 'retention.purge',
        actor: null,
        summary: `Deleted ${plural(contactDeleted, 'contact submission')}, ${plural(applications.deleted, 'job application')}, ${plural(resumesDeleted, 'résumé')} and ${plural(counts.spamDeleted, 'spam submission')}`,
        ip: null,
        authStyle: null,
      },
      now,
    );
  }
  log?.info({ retentionPurge: counts, settings }, 'retention purge done');
  return counts;
}
