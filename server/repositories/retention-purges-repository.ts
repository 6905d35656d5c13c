import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface PurgeCounts {
  contactDeleted: number;
  applicationsDeleted: number;
  resumesDeleted: number;
  spamDeleted: number;
}

export function createRetentionPurgesRepository(db: Kysely<Database>) {
  return {
    /** Every purge leaves a row, even one that found nothing: it shows the purge ran. */
    async record(ranAt: string, counts: PurgeCounts): Promise<void> {
      await db
        .insertInto('retention_purges')
        .values({
          ran_at: ranAt,
          contact_deleted: counts.contactDeleted,
          applications_deleted: counts.applicationsDeleted,
          resumes_deleted: counts.resumesDeleted,
          spam_deleted: counts.spamDeleted,
        })
        .execute();
    },
  };
}
