import type { Kysely } from 'kysely';
import type {
  AdminJobApplication,
  SubmissionFilter,
  SubmissionListQuery,
  SubmissionPatchPayload,
} from '../../../contract/admin/admin-submissions';
import type { Database } from '../../db/schema';
import { toActor } from './actor';
import type { ListOrder } from './keyset-paging';
import { exportRowLimit, submissionFilter } from './submission-filter';
import type { SubmissionList } from './submission-folders';
import { parseSpamReasons, patchColumns } from './submission-folders';
import { listSubmissions } from './submission-list';

const textColumns = ['job_title', 'name', 'email', 'cover_letter'] as const;

function selectApplications(db: Kysely<Database>) {
  return db
    .selectFrom('job_applications')
    .leftJoin('users', 'users.id', 'job_applications.updated_by')
    .selectAll('job_applications')
    .select('users.display_name');
}

type Row = Awaited<ReturnType<ReturnType<typeof selectApplications>['executeTakeFirstOrThrow']>>;

const matching = (db: Kysely<Database>, filter: SubmissionFilter) =>
  selectApplications(db)
    .where(submissionFilter('job_applications', textColumns, filter))
    .orderBy('job_applications.created_at', 'desc')
    .orderBy('job_applications.id', 'desc');

/** Newest first; the seek runs on `job_applications_folder_created_id` (or its status twin), migration 0030. */
const listOrder: ListOrder = {
  list: 'job-submissions',
  key: 'job_applications.created_at',
  id: 'job_applications.id',
  descending: true,
};

function toDto(row: Row): AdminJobApplication {
  return {
    id: row.id,
    jobTitle: row.job_title,
    name: row.name,
    email: row.email,
    phone: row.phone,
    linkedinUrl: row.linkedin_url,
    coverLetter: row.cover_letter,
    resume: row.resume_file ? { fileName: row.resume_original_name ?? 'resume.pdf', size: row.resume_size ?? 0 } : null,
    status: row.status,
    folder: row.folder,
    spamReasons: parseSpamReasons(row.spam_reasons),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: toActor(row.updated_by, row.display_name),
  };
}

export function createJobApplicationsAdminRepository(db: Kysely<Database>) {
  const find = async (id: number) => {
    const row = await selectApplications(db).where('job_applications.id', '=', id).executeTakeFirst();
    return row && toDto(row);
  };
  return {
    find,

    list(query: SubmissionListQuery): Promise<SubmissionList<AdminJobApplication>> {
      return listSubmissions(
        db,
        { table: 'job_applications', textColumns, order: listOrder },
        query,
        (filter, seek) =>
          selectApplications(db)
            .where(filter)
            .where(seek.where)
            .orderBy('job_applications.created_at', seek.direction)
            .orderBy('job_applications.id', seek.direction)
            .limit(seek.limit)
            .offset(seek.offset)
            .execute(),
        toDto,
      );
    },

    async listForExport(filter: SubmissionFilter): Promise<AdminJobApplication[]> {
      return (await matching(db, filter).limit(exportRowLimit).execute()).map(toDto);
    },

    async update(id: number, patch: SubmissionPatchPayload, userId: number): Promise<AdminJobApplication | undefined> {
      await db.updateTable('job_applications').set(patchColumns(patch, userId)).where('id', '=', id).execute();
      return find(id);
    },

    /** The application's résumé for the download: its bytes (null when it has none) and the applicant's file name. */
    findResume(id: number): Promise<{ data: Buffer | null; originalName: string | null } | undefined> {
      return db
        .selectFrom('job_applications')
        .leftJoin('resume_files', 'resume_files.application_id', 'job_applications.id')
        .select(['resume_files.data as data', 'job_applications.resume_original_name as originalName'])
        .where('job_applications.id', '=', id)
        .executeTakeFirst();
    },

    /**
     * One statement, so of two staff deleting the same application at once (on PostgreSQL they may truly
     * run together) exactly one is answered with it; its résumé goes with it (on delete cascade).
     */
    async remove(id: number): Promise<{ resumeFile: string | null } | undefined> {
      const row = await db
        .deleteFrom('job_applications')
        .where('id', '=', id)
        .returning('resume_file')
        .executeTakeFirst();
      return row && { resumeFile: row.resume_file };
    },

    async updateMany(ids: readonly number[], patch: SubmissionPatchPayload, userId: number): Promise<number> {
      const result = await db
        .updateTable('job_applications')
        .set(patchColumns(patch, userId))
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** One statement: the rows and the names of their résumé files go together or not at all. */
    async removeMany(ids: readonly number[]): Promise<{ count: number; resumeFiles: string[] }> {
      const rows = await db.deleteFrom('job_applications').where('id', 'in', ids).returning('resume_file').execute();
      return { count: rows.length, resumeFiles: rows.flatMap((row) => (row.resume_file ? [row.resume_file] : [])) };
    },
  };
}
