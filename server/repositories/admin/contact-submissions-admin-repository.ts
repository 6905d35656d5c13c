import type { Kysely } from 'kysely';
import type {
  AdminContactSubmission,
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

const textColumns = ['name', 'email', 'company', 'subject', 'message'] as const;

function selectSubmissions(db: Kysely<Database>) {
  return db
    .selectFrom('contact_submissions')
    .leftJoin('users', 'users.id', 'contact_submissions.updated_by')
    .selectAll('contact_submissions')
    .select('users.display_name');
}

type Row = Awaited<ReturnType<ReturnType<typeof selectSubmissions>['executeTakeFirstOrThrow']>>;

const matching = (db: Kysely<Database>, filter: SubmissionFilter) =>
  selectSubmissions(db)
    .where(submissionFilter('contact_submissions', textColumns, filter))
    .orderBy('contact_submissions.created_at', 'desc')
    .orderBy('contact_submissions.id', 'desc');

/** Newest first; the seek runs on `contact_submissions_folder_created_id` (or its status twin), migration 0030. */
const listOrder: ListOrder = {
  list: 'contact-submissions',
  key: 'contact_submissions.created_at',
  id: 'contact_submissions.id',
  descending: true,
};

function toDto(row: Row): AdminContactSubmission {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status,
    folder: row.folder,
    spamReasons: parseSpamReasons(row.spam_reasons),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: toActor(row.updated_by, row.display_name),
  };
}

export function createContactSubmissionsAdminRepository(db: Kysely<Database>) {
  const find = async (id: number) => {
    const row = await selectSubmissions(db).where('contact_submissions.id', '=', id).executeTakeFirst();
    return row && toDto(row);
  };
  return {
    find,

    list(query: SubmissionListQuery): Promise<SubmissionList<AdminContactSubmission>> {
      return listSubmissions(
        db,
        { table: 'contact_submissions', textColumns, order: listOrder },
        query,
        (filter, seek) =>
          selectSubmissions(db)
            .where(filter)
            .where(seek.where)
            .orderBy('contact_submissions.created_at', seek.direction)
            .orderBy('contact_submissions.id', seek.direction)
            .limit(seek.limit)
            .offset(seek.offset)
            .execute(),
        toDto,
      );
    },

    async listForExport(filter: SubmissionFilter): Promise<AdminContactSubmission[]> {
      return (await matching(db, filter).limit(exportRowLimit).execute()).map(toDto);
    },

    async update(
      id: number,
      patch: SubmissionPatchPayload,
      userId: number,
    ): Promise<AdminContactSubmission | undefined> {
      await db.updateTable('contact_submissions').set(patchColumns(patch, userId)).where('id', '=', id).execute();
      return find(id);
    },

    async remove(id: number): Promise<{ resumeFile: string | null } | undefined> {
      const result = await db.deleteFrom('contact_submissions').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n ? { resumeFile: null } : undefined;
    },

    async updateMany(ids: readonly number[], patch: SubmissionPatchPayload, userId: number): Promise<number> {
      const result = await db
        .updateTable('contact_submissions')
        .set(patchColumns(patch, userId))
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async removeMany(ids: readonly number[]): Promise<{ count: number; resumeFiles: string[] }> {
      const result = await db.deleteFrom('contact_submissions').where('id', 'in', ids).executeTakeFirst();
      return { count: Number(result.numDeletedRows), resumeFiles: [] };
    },
  };
}
