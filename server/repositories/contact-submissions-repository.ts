import type { Kysely } from 'kysely';
import type { SubmissionFolder } from '../../contract/admin/admin-submissions';
import type { Database } from '../db/schema';

export interface NewContactSubmission {
  name: string;
  email: string;
  company?: string | undefined;
  phone?: string | undefined;
  subject?: string | undefined;
  message: string;
  /** The inbox unless the spam checks said otherwise. */
  folder?: SubmissionFolder | undefined;
  spamReasons?: readonly string[] | undefined;
}

export function createContactSubmissionsRepository(db: Kysely<Database>) {
  return {
    async create(submission: NewContactSubmission): Promise<number> {
      const now = new Date().toISOString();
      const folder = submission.folder ?? 'inbox';
      const row = await db
        .insertInto('contact_submissions')
        .values({
          name: submission.name,
          email: submission.email,
          company: submission.company ?? null,
          phone: submission.phone ?? null,
          subject: submission.subject ?? null,
          message: submission.message,
          status: 'new',
          folder,
          spam_reasons: folder === 'spam' ? JSON.stringify(submission.spamReasons ?? []) : null,
          created_at: now,
          updated_at: now,
          updated_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    findById(id: number) {
      return db.selectFrom('contact_submissions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** For the retention purge: the number of rows of `folder` received before `before` that it deleted. */
    async deleteReceivedBefore(folder: SubmissionFolder, before: string): Promise<number> {
      const result = await db
        .deleteFrom('contact_submissions')
        .where('folder', '=', folder)
        .where('created_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
