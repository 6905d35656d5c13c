import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ErasurePreview } from '../../../contract/admin/admin-submissions';
import type { Database } from '../../db/schema';

/**
 * The address in any letter case. Both sides are lowered by the database, so SQLite and PostgreSQL
 * agree; the forms only accept ASCII addresses, where every database's lower() is the same.
 */
const sameEmail = (email: string) => sql<boolean>`lower(email) = lower(${email.trim()})`;

/** What the erasure record keeps instead of the address: enough to answer "was X erased?", not to read X. */
export function emailDigest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export interface Erased {
  contactDeleted: number;
  applicationsDeleted: number;
  /** The résumé files the deleted applications named; the caller unlinks them once this has committed. */
  resumeFiles: string[];
}

export function createErasuresRepository(db: Kysely<Database>) {
  return {
    async preview(email: string): Promise<ErasurePreview> {
      const [contact, applications] = await Promise.all([
        db
          .selectFrom('contact_submissions')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where(sameEmail(email))
          .executeTakeFirst(),
        db
          .selectFrom('job_applications')
          .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.count<number>('resume_file').as('resumes')])
          .where(sameEmail(email))
          .executeTakeFirst(),
      ]);
      return {
        contactSubmissions: Number(contact?.count ?? 0),
        applications: Number(applications?.count ?? 0),
        resumes: Number(applications?.resumes ?? 0),
      };
    },

    /**
     * Deletes every submission of the address and records who asked, in one transaction. No lock is
     * needed on PostgreSQL either: the counts recorded are what these deletes themselves removed (a row
     * another erasure took first is not counted twice), and a submission arriving meanwhile is simply newer
     * than the request, as it would be one moment later on SQLite.
     */
    erase(email: string, userId: number): Promise<Erased> {
      return db.transaction().execute(async (trx) => {
        const contact = await trx.deleteFrom('contact_submissions').where(sameEmail(email)).executeTakeFirst();
        const applications = await trx
          .deleteFrom('job_applications')
          .where(sameEmail(email))
          .returning('resume_file')
          .execute();
        const erased: Erased = {
          contactDeleted: Number(contact.numDeletedRows),
          applicationsDeleted: applications.length,
          resumeFiles: applications.flatMap((row) => (row.resume_file ? [row.resume_file] : [])),
        };
        await trx
          .insertInto('erasures')
          .values({
            erased_at: new Date().toISOString(),
            user_id: userId,
            email_sha256: emailDigest(email),
            contact_deleted: erased.contactDeleted,
            applications_deleted: erased.applicationsDeleted,
            resumes_deleted: erased.resumeFiles.length,
          })
          .execute();
        return erased;
      });
    },
  };
}
