import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The résumés whose bytes are in the database, each named by its application's `resume_file` (null would be bytes
 * whose row no longer names them), sorted: what tests of deletes and purges compare against.
 */
export async function storedResumes(db: Kysely<Database>): Promise<(string | null)[]> {
  const rows = await db
    .selectFrom('resume_files')
    .leftJoin('job_applications', 'job_applications.id', 'resume_files.application_id')
    .select('job_applications.resume_file as file')
    .execute();
  return rows.map((row) => row.file).sort();
}
