import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface NewContactSubmission {
  name: string;
  email: string;
  company?: string | undefined;
  phone?: string | undefined;
  subject?: string | undefined;
  message: string;
}

export function createContactSubmissionsRepository(db: Kysely<Database>) {
  return {
    async create(submission: NewContactSubmission): Promise<number> {
      const now = new Date().toISOString();
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
  };
}
