import type { Kysely } from 'kysely';
import type {
  AdminContactSubmission,
  FolderCounts,
  SubmissionFilter,
  SubmissionListQuery,
  SubmissionPatchPayload,
} from '../../../contract/admin/admin-submissions';
import type { Paged } from '../../../contract/admin/paging';
import type { Database } from '../../db/schema';
import { toActor } from './actor';
import { countValue, offsetOf } from './paging-sql';
import { exportRowLimit, submissionFilter } from './submission-filter';
import { countByFolder, parseSpamReasons, patchColumns } from './submission-folders';

const textColumns = ['name', 'email', 'company', 'subject', 'message'] as const;

function selectSubmissions(db: Kysely<Database>) {
  return db
    .selectFrom('contact_submissions')
    .leftJoin('users', 'users.id', 'contact_submissions.updated_by')
    .selectAll('contact_submissions')
    .select('users.display_name')
    .orderBy('contact_submissions.created_at', 'desc')
    .orderBy('contact_submissions.id', 'desc');
}

type Row = Awaited<ReturnType<ReturnType<typeof selectSubmissions>['executeTakeFirstOrThrow']>>;

const matching = (db: Kysely<Database>, filter: SubmissionFilter) =>
  selectSubmissions(db).where(submissionFilter('contact_submissions', textColumns, filter));

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

    async list(query: SubmissionListQuery): Promise<Paged<AdminContactSubmission> & { folders: FolderCounts }> {
      const [rows, total, folders] = await Promise.all([
        matching(db, query).limit(query.pageSize).offset(offsetOf(query)).execute(),
        db
          .selectFrom('contact_submissions')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where(submissionFilter('contact_submissions', textColumns, query))
          .executeTakeFirst(),
        countByFolder(db, 'contact_submissions', textColumns, query),
      ]);
      return {
        items: rows.map(toDto),
        total: countValue(total),
        page: query.page,
        pageSize: query.pageSize,
        folders,
      };
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
