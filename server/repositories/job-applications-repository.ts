import type { Kysely } from 'kysely';
import type { SubmissionFolder } from '../../contract/admin/admin-submissions';
import type { Database } from '../db/schema';

export interface NewJobApplication {
  jobTitle: string;
  name: string;
  email: string;
  phone?: string | undefined;
  linkedinUrl?: string | undefined;
  coverLetter?: string | undefined;
  resume?: { file: string; originalName: string; size: number; data: Buffer } | undefined;
  /** The inbox unless the spam checks said otherwise. */
  folder?: SubmissionFolder | undefined;
  spamReasons?: readonly string[] | undefined;
}

export function createJobApplicationsRepository(db: Kysely<Database>) {
  return {
    /** The application and its résumé's bytes in one transaction: no row names a file that is not stored. */
    async create(application: NewJobApplication): Promise<number> {
      const now = new Date().toISOString();
      const folder = application.folder ?? 'inbox';
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('job_applications')
          .values({
            job_title: application.jobTitle,
            name: application.name,
            email: application.email,
            phone: application.phone ?? null,
            linkedin_url: application.linkedinUrl ?? null,
            cover_letter: application.coverLetter ?? null,
            resume_file: application.resume?.file ?? null,
            resume_original_name: application.resume?.originalName ?? null,
            resume_size: application.resume?.size ?? null,
            status: 'new',
            folder,
            spam_reasons: folder === 'spam' ? JSON.stringify(application.spamReasons ?? []) : null,
            created_at: now,
            updated_at: now,
            updated_by: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (application.resume) {
          await trx
            .insertInto('resume_files')
            .values({ application_id: row.id, data: application.resume.data })
            .execute();
        }
        return row.id;
      });
    },

    findById(id: number) {
      return db.selectFrom('job_applications').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * For the retention purge: deletes the rows of `folder` received before `before` and answers how
     * many went and the résumé files they named. `returning` reports only the rows this statement
     * deleted, so two instances purging at once never count the same row twice; the résumé bytes go with
     * each row (on delete cascade).
     */
    async deleteReceivedBefore(
      folder: SubmissionFolder,
      before: string,
    ): Promise<{ deleted: number; files: string[] }> {
      const rows = await db
        .deleteFrom('job_applications')
        .where('folder', '=', folder)
        .where('created_at', '<', before)
        .returning('resume_file')
        .execute();
      return { deleted: rows.length, files: rows.flatMap((row) => (row.resume_file ? [row.resume_file] : [])) };
    },

    /**
     * For the retention purge: forgets the résumés of applications received before `before`, keeping
     * the applications. Each row is claimed by an update that only matches while it still names its
     * file, so of several instances exactly one reports each file; the bytes go in the same transaction.
     */
    async clearResumesReceivedBefore(before: string): Promise<string[]> {
      const candidates = await db
        .selectFrom('job_applications')
        .select(['id', 'resume_file'])
        .where('resume_file', 'is not', null)
        .where('created_at', '<', before)
        .execute();
      const cleared: string[] = [];
      for (const { id, resume_file: file } of candidates) {
        if (!file) continue;
        const claimed = await db.transaction().execute(async (trx) => {
          const result = await trx
            .updateTable('job_applications')
            .set({ resume_file: null, resume_original_name: null, resume_size: null })
            .where('id', '=', id)
            .where('resume_file', '=', file)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) return false;
          await trx.deleteFrom('resume_files').where('application_id', '=', id).execute();
          return true;
        });
        if (claimed) cleared.push(file);
      }
      return cleared;
    },
  };
}
