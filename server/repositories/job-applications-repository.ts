import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface NewJobApplication {
  jobTitle: string;
  name: string;
  email: string;
  phone?: string | undefined;
  linkedinUrl?: string | undefined;
  coverLetter?: string | undefined;
  resume?: { file: string; originalName: string; size: number } | undefined;
}

export function createJobApplicationsRepository(db: Kysely<Database>) {
  return {
    async create(application: NewJobApplication): Promise<number> {
      const now = new Date().toISOString();
      const row = await db
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
          created_at: now,
          updated_at: now,
          updated_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    findById(id: number) {
      return db.selectFrom('job_applications').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
